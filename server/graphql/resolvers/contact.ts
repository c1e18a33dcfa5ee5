import { MESSAGES } from '../../../shared/rules.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { AppError } from '../../errors.ts';
import { receiveContactMessage } from '../../contact/messages.ts';
import { deletion } from './deletion.ts';
import { gatedRead } from './gated.ts';

const RECEIVED = { received: true, message: MESSAGES.contactSent };

export const contactQueries = {
  getAllContactMessages: gatedRead('messages.manage', (ctx) => ctx.repos.contactMessages.list()),
} satisfies QueryResolvers;

export const contactMutations = {
  // A robot filling the honeypot is answered as a person is (server/contact/messages.ts).
  async sendContactMessage(_, { input }, ctx) {
    await receiveContactMessage(ctx, ctx.clientIp, input);
    return RECEIVED;
  },

  async markContactMessageRead(_, { input }, ctx) {
    await ctx.require('messages.manage');
    const updated = await ctx.repos.contactMessages.markRead(input.id);
    if (!updated) throw new AppError('Message not found', 'NOT_FOUND', { field: 'id' });
    return updated;
  },

  async deleteContactMessage(_, { input: id }, ctx) {
    await ctx.require('messages.manage');
    return deletion(await ctx.repos.contactMessages.remove(id), 'Message');
  },
} satisfies MutationResolvers;
