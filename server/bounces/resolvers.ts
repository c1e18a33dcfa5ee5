// Mail that came back (server/bounces/): what bounced or was reported as spam, on the subscriber,
// invitation, staff member and gift it was about; a newsletter send's counts; mailing a bounced
// subscriber again.
import type { GiftResolvers, InvitationResolvers, MutationResolvers, NewsletterSendResolvers, Resolvers, SubscriberResolvers, UserResolvers } from '../graphql/resolvers.generated.ts';
import { complaintRate } from './events.ts';
import { gated, gatedField } from '../graphql/gated.ts';

export const subscriberMailFields = {
  mailProblem: gatedField('subscribers.manage', (subscriber) => subscriber.mailProblem ?? null),
} satisfies SubscriberResolvers;

export const invitationMailFields = {
  mailProblem: gatedField('users.invite', (invitation, ctx) => ctx.bounces.invitationProblem(invitation)),
} satisfies InvitationResolvers;

export const userMailFields = {
  mailProblem: gatedField('users.manage', (user, ctx) => ctx.bounces.userProblem(user)),
} satisfies UserResolvers;

export const giftMailFields = {
  mailProblem: gatedField('donations.manage', (gift, ctx) => ctx.bounces.giftProblem(gift.id)),
} satisfies GiftResolvers;

export const newsletterSendMailFields = {
  complaintRate: (send) => complaintRate(send),
} satisfies NewsletterSendResolvers;

export const bounceMutations = {
  mailSubscriberAgain: gated('subscribers.manage', ({ id }, ctx) => ctx.bounces.mailAgain(id)),
} satisfies MutationResolvers;

/** Mail that came back, in the API: the rows it marks and what staff do about it. */
export const bounceResolvers = {
  Mutation: bounceMutations,
  Gift: giftMailFields,
  Invitation: invitationMailFields,
  NewsletterSend: newsletterSendMailFields,
  Subscriber: subscriberMailFields,
  User: userMailFields,
} satisfies Resolvers;
