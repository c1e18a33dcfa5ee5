// Staff accounts: the Users page's list, invitations, role changes, removals and the transfer of
// ownership. The rules of who may act on whom are server/staff/.
import type { Role } from '../../../shared/roles.ts';
import { USER_MESSAGES } from '../../../shared/users.ts';
import { forbidden, missingInput } from '../../errors.ts';
import type { InvitationRecord } from '../../repositories/invitations.ts';
import { endStaffSessions, removeStaffMember, transferOwnership, updateStaffMember } from '../../staff/accounts.ts';
import { acceptInvitation, cancelInvitation, inviteStaff, resendInvitation } from '../../staff/invitations.ts';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../resolvers.generated.ts';
import { gatedRead } from './gated.ts';

const invitation = (row: InvitationRecord) => ({ ...row, status: 'INVITED' as const });

export const userQueries = {
  get_all_users: gatedRead('users.invite', (ctx) => ctx.repos.users.listWithLastSignIn()),
  invitations: gatedRead('users.invite', async (ctx) => (await ctx.repos.invitations.listOpen()).map(invitation)),
} satisfies QueryResolvers;

export const userMutations = {
  // One's own names with admin.enter; another's names and role with users.manage (server/staff/).
  async update_user(_, args, ctx) {
    const me = await ctx.require('admin.enter');
    if (!args.input) throw missingInput('update_user');
    return updateStaffMember(ctx, me, args.id, args.input);
  },

  async delete_user(_, args, ctx) {
    const me = await ctx.require('users.manage');
    await removeStaffMember(ctx, me, args.id);
    return 'User deleted';
  },

  async endUserSessions(_, args, ctx) {
    const me = await ctx.require('users.manage');
    return endStaffSessions(ctx, me, args.id);
  },

  async inviteUser(_, args, ctx) {
    const me = await ctx.require('users.invite');
    return invitation(await inviteStaff(ctx, me, { email: args.input.email, role: args.input.role as Role }));
  },

  async resendInvitation(_, args, ctx) {
    const me = await ctx.require('users.invite');
    return invitation(await resendInvitation(ctx, me, args.id));
  },

  async cancelInvitation(_, args, ctx) {
    const me = await ctx.require('users.invite');
    return cancelInvitation(ctx, me, args.id);
  },

  acceptInvitation: (_, args, ctx) => acceptInvitation(ctx, args.input),

  async transferOwnership(_, args, ctx) {
    const me = await ctx.require('ownership.transfer');
    return transferOwnership(ctx, me, args.to);
  },

  sign_up() {
    throw forbidden(USER_MESSAGES.signUpClosed);
  },
} satisfies MutationResolvers;

export const accountUserFields = {
  status: async (user, _, ctx) => user.status ?? (await ctx.repos.users.find(user._id))?.status ?? 'ACTIVE',
  lastSignInAt: (user, _, ctx) => (user.lastSignInAt !== undefined ? user.lastSignInAt : ctx.repos.users.lastSignInAt(user._id)),
} satisfies UserResolvers;
