// Erasure of a person's traces across the features; the one way into server/privacy/.
export { eraseDonorTraces, type Eraser, eraseStaffTraces, eraseSubscriberTraces } from './erasure.ts';
