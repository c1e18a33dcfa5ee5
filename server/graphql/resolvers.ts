import type { Resolvers } from './resolvers.generated.ts';
import { imageFields, siteContentFields } from './imageAddresses.ts';
import { Timestamp } from './timestamp.ts';
import { auditLogQueries } from '../audit/resolvers.ts';
import { accountSecurityMutations, accountSecurityQueries, accountSecurityUserFields } from '../staff/accountSecurityResolvers.ts';
import { authMutations, authQueries, userFields } from '../staff/signInResolvers.ts';
import { bounceMutations, giftMailFields, invitationMailFields, newsletterSendMailFields, subscriberMailFields, userMailFields } from '../bounces/resolvers.ts';
import { contactMutations, contactQueries } from '../contact/resolvers.ts';
import { giftFields, givingMutations, givingQueries } from '../giving/resolvers.ts';
import { insightsQueries } from '../insights/resolvers.ts';
import { lifecycleMutations, lifecycleQueries } from '../posts/lifecycleResolvers.ts';
import { newsletterMutations, newsletterQueries } from '../subscribers/newsletterResolvers.ts';
import { pagedQueries } from './paged.ts';
import { passwordMutations } from '../staff/passwordResolvers.ts';
import { postMutations } from '../posts/resolvers.ts';
import { previewLinkMutations, previewLinkQueries } from '../posts/previewLinkResolvers.ts';
import { publicReadQueries } from '../posts/publicReadResolvers.ts';
import { postTextFields } from '../posts/postTextResolvers.ts';
import { revisionMutations, revisionQueries } from '../posts/revisionResolvers.ts';
import { sessionMutations, sessionQueries } from '../staff/sessionResolvers.ts';
import { siteContentMutations, siteContentQueries } from '../siteContent/resolvers.ts';
import { subscriberMutations, subscriberQueries } from '../subscribers/resolvers.ts';
import { twoFactorMutations, twoFactorUserFields } from '../staff/twoFactorResolvers.ts';
import { accountUserFields, userMutations, userQueries } from '../staff/accountResolvers.ts';

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
