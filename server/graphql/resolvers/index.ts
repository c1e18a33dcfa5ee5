import type { Resolvers } from '../resolvers.generated.ts';
import { imageFields, siteContentFields } from '../imageAddresses.ts';
import { Timestamp } from '../timestamp.ts';
import { auditLogQueries } from './auditLog.ts';
import { accountSecurityMutations, accountSecurityQueries, accountSecurityUserFields } from './accountSecurity.ts';
import { authMutations, authQueries, userFields } from './auth.ts';
import { bounceMutations, giftMailFields, invitationMailFields, newsletterSendMailFields, subscriberMailFields, userMailFields } from './bounces.ts';
import { contactMutations, contactQueries } from './contact.ts';
import { giftFields, givingMutations, givingQueries } from './giving.ts';
import { insightsQueries } from './insights.ts';
import { lifecycleMutations, lifecycleQueries } from './lifecycle.ts';
import { newsletterMutations, newsletterQueries } from './newsletter.ts';
import { pagedQueries } from './paged.ts';
import { passwordMutations } from './passwords.ts';
import { postMutations } from './posts.ts';
import { previewLinkMutations, previewLinkQueries } from './previewLinks.ts';
import { publicReadQueries } from './publicReads.ts';
import { postTextFields } from './postTexts.ts';
import { revisionMutations, revisionQueries } from './revisions.ts';
import { sessionMutations, sessionQueries } from './sessions.ts';
import { siteContentMutations, siteContentQueries } from './siteContent.ts';
import { subscriberMutations, subscriberQueries } from './subscribers.ts';
import { twoFactorMutations, twoFactorUserFields } from './twoFactor.ts';
import { accountUserFields, userMutations, userQueries } from './users.ts';

export const resolvers: Resolvers = {
  Timestamp,
  Query: {
    ...publicReadQueries,
    ...subscriberQueries,
    ...contactQueries,
    ...newsletterQueries,
    ...pagedQueries,
    ...sessionQueries,
    ...authQueries,
    ...userQueries,
    ...auditLogQueries,
    ...accountSecurityQueries,
    ...lifecycleQueries,
    ...revisionQueries,
    ...previewLinkQueries,
    ...siteContentQueries,
    ...givingQueries,
    ...insightsQueries,
  },
  Mutation: {
    ...postMutations,
    ...lifecycleMutations,
    ...revisionMutations,
    ...previewLinkMutations,
    ...subscriberMutations,
    ...authMutations,
    ...contactMutations,
    ...newsletterMutations,
    ...sessionMutations,
    ...twoFactorMutations,
    ...passwordMutations,
    ...userMutations,
    ...accountSecurityMutations,
    ...siteContentMutations,
    ...givingMutations,
    ...bounceMutations,
  },
  ...postTextFields,
  Image: imageFields,
  SiteContent: siteContentFields,
  Gift: { ...giftFields, ...giftMailFields },
  User: { ...userFields, ...twoFactorUserFields, ...accountUserFields, ...accountSecurityUserFields, ...userMailFields },
  Subscriber: subscriberMailFields,
  Invitation: invitationMailFields,
  NewsletterSend: newsletterSendMailFields,
};
