// Mail that came back (bounces, complaints): its tokens, the webhook and the bounce mailbox; the one way into server/bounces/.
export { STAFF_EMAILS, SUBSCRIBER_EMAILS } from './events.ts';
export { default as bouncesPlugin } from './plugin.ts';
export { default as bounceRoutes } from './routes.ts';
export { bounceConfig, type BounceConfig } from './settings.ts';
export { bounceTokens, type BounceTokens, envelopeSender } from './token.ts';
