// Staff accounts: the Users page's list, invitations, role changes, removals and the transfer of
// ownership. The rules of who may act on whom are server/staff/.
import type { Role } from '../../shared/roles.ts';
import { STAFF_MESSAGES } from '../../shared/staff.ts';
import { forbidden, missingInput } from '../core/errors.ts';
import type { InvitationRecord } from './invitationsRepository.ts';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../graphql/resolvers.generated.ts';
import { gated, gatedRead } from '../graphql/gated.ts';

const invitation = (row: InvitationRecord) => ({ ...row, status: 'INVITED' as const });

export const accountQueries = {
  get_all_users: gatedRead('users.invite', (ctx) => ctx.staff.listWithLastSignIn()),
  invitations: gatedRead('users.invite', async (ctx) => (await ctx.staff.openInvitations()).map(invitation)),
} satisfies QueryResolvers;

export const accountMutations = {
  // One's own names with admin.enter; another's names and role with users.manage (server/staff/).
  update_user: gated('admin.enter', ({ id, input }, ctx, me) => {
    if (!input) throw missingInput('update_user');
    return ctx.staff.updateStaffMember(ctx, me, id, input);
  }),
  delete_user: gated('users.manage', async ({ id }, ctx, me) => {
    await ctx.staff.removeStaffMember(ctx, me, id);
    return 'User deleted';
  }),
  endUserSessions: gated('users.manage', ({ id }, ctx, me) => ctx.staff.endStaffSessions(ctx, me, id)),
  inviteUser: gated('users.invite', async ({ input }, ctx, me) => invitation(await ctx.staff.inviteStaff(ctx, me, { email: input.email, role: input.role as Role }))),
  resendInvitation: gated('users.invite', async ({ id }, ctx, me) => invitation(await ctx.staff.resendInvitation(ctx, me, id))),
  cancelInvitation: gated('users.invite', ({ id }, ctx, me) => ctx.staff.cancelInvitation(ctx, me, id)),
  acceptInvitation: (_, args, ctx) => ctx.staff.acceptInvitation(ctx, args.input),
  transferOwnership: gated('ownership.transfer', ({ to }, ctx, me) => ctx.staff.transferOwnership(ctx, me, to)),
  sign_up() {
    throw forbidden(STAFF_MESSAGES.signUpClosed);
  },
} satisfies MutationResolvers;

export const accountUserFields = {
  status: async (user, _, ctx) => user.status ?? (await ctx.staff.statusOf(user._id)),
  lastSignInAt: (user, _, ctx) => (user.lastSignInAt !== undefined ? user.lastSignInAt : ctx.staff.lastSignInAt(user._id)),
} satisfies UserResolvers;
