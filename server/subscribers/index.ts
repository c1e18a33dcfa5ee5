// Subscribers and the newsletter: links, messages and the subscription pages; the one way into server/subscribers/.
export { NEWSLETTER_MARK_PARAM, NEWSLETTER_SOURCE, newsletterMark, subscriberLinks, type SubscriberLinks } from './links.ts';
export { languagePlaceholder, type NewsletterSendRecord, type NewsletterVersion, RECIPIENT_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER } from './newsletterSendsRepository.ts';
export type { SubscriberRecord } from './repository.ts';
export { default as subscriptionRoutes } from './routePlugin.ts';
export { subscriberMail, type SubscriberMail } from './service.ts';
export { subscriberService, type SubscriberService } from './subscriptions.ts';
