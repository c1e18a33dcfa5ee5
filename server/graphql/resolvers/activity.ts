// The activity log, for those whose role may read it (shared/roles.ts 'activity.read').
import type { QueryResolvers } from '../resolvers.generated.ts';
import { filterText, pageWindow } from '../paging.ts';
import { gatedRead } from './gated.ts';

const ACTION_MAX = 100;

export const activityQueries = {
  async activityLog(_, args, ctx) {
    const page = { ...pageWindow(args), action: filterText(args.action, 'action', ACTION_MAX), person: args.person?.trim() || null };
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
  activityActions: gatedRead('activity.read', (ctx) => ctx.repos.activityLog.actions()),
  activityActors: gatedRead('activity.read', (ctx) => ctx.repos.activityLog.actors()),
} satisfies QueryResolvers;
