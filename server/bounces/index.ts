// Mail that came back (bounces, complaints): its tokens, the webhook and the bounce mailbox; the one way into server/bounces/.
export { type BounceService, STAFF_EMAILS, SUBSCRIBER_EMAILS } from './events.ts';
export type { BounceMailbox } from './mailbox.ts';
export { default as bounceRoutes } from './routes.ts';
export { bounceConfig, type BounceConfig } from './settings.ts';
export { bounceTokens, type BounceTokens, envelopeSender } from './token.ts';
export { bouncesFeature, type BounceMailboxWorker } from './wiring.ts';
