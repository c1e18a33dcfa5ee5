// The activity log, for those whose role may read it (shared/roles.ts 'activity.read').
import type { QueryResolvers } from '../resolvers.generated.ts';
import { badInput } from '../../errors.ts';
import { ROWS_MAX } from './paged.ts';

const ACTION_MAX = 100;

function pageOf(args: { person?: string | null; action?: string | null; offset?: number | null; limit?: number | null }) {
  const limit = args.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > ROWS_MAX) throw badInput(`limit must be between 1 and ${ROWS_MAX}`, 'limit');
  const offset = args.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
  const action = args.action?.trim() || null;
  if (action !== null && action.length > ACTION_MAX) throw badInput(`action must be at most ${ACTION_MAX} characters`, 'action');
  const person = args.person?.trim() || null;
  return { person, action, offset, limit };
}

export const activityQueries = {
  async activityLog(_, args, ctx) {
    const page = pageOf(args);
    await ctx.require('activity.read');
    const { items, total } = await ctx.repos.activityLog.listPage(page);
    return {
      total,
      items: items.map(({ actorId, actorEmail, ...row }) => ({
        ...row,
        actor: actorId === null ? null : { _id: actorId, email: actorEmail ?? '' },
      })),
    };
  },
  async activityActions(_, __, ctx) {
    await ctx.require('activity.read');
    return ctx.repos.activityLog.actions();
  },
  async activityActors(_, __, ctx) {
    await ctx.require('activity.read');
    return ctx.repos.activityLog.actors();
  },
} satisfies QueryResolvers;
