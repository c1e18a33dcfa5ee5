import { MESSAGES } from '../../shared/rules.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../graphql/resolvers.generated.ts';
import { AppError } from '../core/errors.ts';
import { deletion } from '../graphql/deletion.ts';
import { gated, gatedRead } from '../graphql/gated.ts';
import { rowOptions } from '../graphql/paged.ts';

const RECEIVED = { received: true, message: MESSAGES.contactSent };

export const contactQueries = {
  getAllContactMessages: gatedRead('messages.manage', (ctx) => ctx.contact.list()),
  contactMessageRows: gated('messages.manage', (args, ctx) => ctx.contact.listPage(rowOptions(args))),
  unreadContactMessageCount: gatedRead('messages.manage', (ctx) => ctx.contact.countUnread()),
} satisfies QueryResolvers;

export const contactMutations = {
  // A robot filling the honeypot is answered as a person is (server/contact/service.ts).
  async sendContactMessage(_, { input }, ctx) {
    await ctx.contact.receive(ctx.clientIp, input);
    return RECEIVED;
  },
  markContactMessageRead: gated('messages.manage', async ({ input }, ctx) => {
    const updated = await ctx.contact.markRead(input.id);
    if (!updated) throw new AppError('Message not found', 'NOT_FOUND', { field: 'id' });
    return updated;
  }),
  deleteContactMessage: gated('messages.manage', async ({ input: id }, ctx) => deletion(await ctx.contact.remove(id), 'Message')),
} satisfies MutationResolvers;

/** The contact messages' part of the API. */
export const contactResolvers = { Query: contactQueries, Mutation: contactMutations } satisfies Resolvers;
