import { MESSAGES } from '../../../shared/rules.ts';
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { validateContactMessage } from '../validate.ts';

interface ContactInput {
  name: string;
  email: string;
  message: string;
  /** The honeypot: hidden from people, so only a robot fills it in. */
  website?: string | null;
}

const RECEIVED = { received: true, message: MESSAGES.contactSent };

export const contactQueries = {
  async getAllContactMessages(_: unknown, __: unknown, ctx: RequestContext) {
    await ctx.requireAdmin();
    return ctx.repos.contactMessages.list();
  },
};

export const contactMutations = {
  async sendContactMessage(_: unknown, { input }: { input: ContactInput }, ctx: RequestContext) {
    const fields = validateContactMessage(input);
    // A robot is told the same as a person, so it learns nothing; nothing is kept or counted.
    if (input.website?.trim()) return RECEIVED;
    await ctx.contactLimit.admit(ctx.clientIp);
    await ctx.repos.contactMessages.insert(fields);
    return RECEIVED;
  },

  async markContactMessageRead(_: unknown, { input }: { input: { id: string } }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const updated = await ctx.repos.contactMessages.markRead(input.id);
    if (!updated) throw new AppError('Message not found', 'NOT_FOUND', { field: 'id' });
    return updated;
  },

  async deleteContactMessage(_: unknown, { input: id }: { input: string }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const isDeleted = await ctx.repos.contactMessages.remove(id);
    return { isDeleted, message: isDeleted ? 'Message deleted successfully' : 'Message not found' };
  },
};
