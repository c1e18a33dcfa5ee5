// Gifts and campaigns, pledged and received; the one way into server/giving/.
export { default as receiptRoutes } from './receiptPage.ts';
export type { GiftRecord } from './repository.ts';
export { paymentConfig, PAYMENTS_OFF, type PaymentConfig } from './payments/settings.ts';
export { DEFAULT_PAYMENT_TIMINGS, type PaymentTimings } from './payments/service.ts';
export { paymentRoutes } from './payments/routes.ts';
export { monthlyStopRoutes } from './monthly/stopPage.ts';
export { givingFeature, type Giving } from './wiring.ts';
