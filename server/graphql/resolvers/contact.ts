import { MESSAGES } from '../../../shared/rules.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { AppError } from '../../errors.ts';
import { validateContactMessage } from '../validate.ts';
import { deletion } from './deletion.ts';
import { gatedRead } from './gated.ts';

const RECEIVED = { received: true, message: MESSAGES.contactSent };

export const contactQueries = {
  getAllContactMessages: gatedRead('messages.manage', (ctx) => ctx.repos.contactMessages.list()),
} satisfies QueryResolvers;

export const contactMutations = {
  async sendContactMessage(_, { input }, ctx) {
    const fields = validateContactMessage(input);
    // `website` is the honeypot: hidden from people, so only a robot fills it in.
    // A robot is told the same as a person, so it learns nothing; nothing is kept or counted.
    if (input.website?.trim()) return RECEIVED;
    await ctx.contactLimit.admit(ctx.clientIp);
    await ctx.mail.recordContactMessage(fields);
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
