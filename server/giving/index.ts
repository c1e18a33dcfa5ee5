// Gifts and campaigns, pledged and received; the one way into server/giving/.
export { default as givingPlugin } from './plugin.ts';
export { default as receiptRoutes } from './receiptPage.ts';
export type { GiftRecord } from './repository.ts';
