// The audit log (server/audit/), for those whose role may read it (shared/roles.ts 'activity.read'):
// the API names it activityLog, the admin menu "Activity log".
import type { QueryResolvers, Resolvers } from '../graphql/resolvers.generated.ts';
import { filterText, pageWindow } from '../graphql/paging.ts';
import { gated, gatedRead } from '../graphql/gated.ts';

const ACTION_MAX = 100;

export const auditLogQueries = {
  activityLog: gated('activity.read', async (args, ctx) => {
    const { items, total } = await ctx.audit.listPage({ ...pageWindow(args), action: filterText(args.action, 'action', ACTION_MAX), person: args.person?.trim() || null });
    return { total, items: items.map(({ actorId, actorEmail, ...row }) => ({ ...row, actor: actorId === null ? null : { _id: actorId, email: actorEmail ?? '' } })) };
  }),
  activityActions: gatedRead('activity.read', (ctx) => ctx.audit.actions()),
  activityActors: gatedRead('activity.read', (ctx) => ctx.audit.actors()),
} satisfies QueryResolvers;

/** The audit log's part of the API. */
export const auditResolvers = { Query: auditLogQueries } satisfies Resolvers;
