// The site's editable sections; the one way into server/siteContent/.
export { clientQuotes, PAYMENT_CHANGED_ACTION } from './paymentNotice.ts';
export { sectionNamed, siteContentService, type SiteContentService } from './service.ts';
