// A visitor's message to the foundation, checked and limited; the one way into server/contact/.
export { contactLimit, type ContactLimit, DEFAULT_CONTACT_LIMIT } from './limit.ts';
export type { ContactMessageFields } from './repository.ts';
export { contactMail, type ContactMail, contactService, type ContactService } from './service.ts';
