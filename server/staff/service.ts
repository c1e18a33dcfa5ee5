import { endStaffSessions, removeStaffMember, transferOwnership, updateStaffMember } from './accounts.ts';
import { acceptInvitation, cancelInvitation, inviteStaff, resendInvitation } from './invitations.ts';
import { changePassword } from './passwordChange.ts';
import { confirmPassword } from './passwordCheck.ts';
import type { StaffRecord } from './repository.ts';
import { sessionAccess, type AuthRequest } from './session.ts';
import { signIn, signInWithSecondFactor } from './signIn.ts';
import type { TokenService } from './tokens.ts';
import { challengeHash } from './twoFactor.ts';
import { mustSetUpTwoFactor, setTwoFactorRequirement, twoFactorRequirement } from './twoFactorRequirement.ts';
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from './twoFactorSetup.ts';

/** What the staff's operations are given once: the tables, e-mail, the throttles and the two-factor key. */
type StaffDeps = Pick<AuthRequest, 'repos' | 'mail' | 'loginThrottle' | 'secondFactorThrottle' | 'twoFactorSecrets'>;

/** What a request brings to them: its session's access and its client. */
export type StaffRequest = Omit<AuthRequest, keyof StaffDeps>;

/**
 * The staff's accounts as requests reach them: the session behind a request's token, sign-in,
 * passwords and two-factor, the Users page's list, invitations and changes to accounts, a person's
 * own sessions, the Owner's two-factor requirement, and whose sign-in a second-factor challenge
 * was. An operation of a request is given that request's part (StaffRequest: its session's access,
 * its client); the rules are those of accounts.ts, invitations.ts, signIn.ts and the others.
 */
export function staffService(deps: StaffDeps & { tokens: TokenService }) {
  const { repos, tokens } = deps;
  const served = <A extends unknown[], R>(operation: (request: AuthRequest, ...args: A) => R) =>
    (request: StaffRequest, ...args: A): R => operation({ ...request, ...deps }, ...args);
  return {
    /** A request's session, looked up once and only when asked for (server/staff/session.ts). */
    sessionAccess: (request: Parameters<typeof sessionAccess>[1]) => sessionAccess({ tokens, repos }, request),
    signIn: served(signIn),
    signInWithSecondFactor: served(signInWithSecondFactor),
    changePassword: served(changePassword),
    confirmPassword: served(confirmPassword),
    startTwoFactorSetup: served(startTwoFactorSetup),
    confirmTwoFactorSetup: served(confirmTwoFactorSetup),
    disableTwoFactor: served(disableTwoFactor),
    updateStaffMember: served(updateStaffMember),
    removeStaffMember: served(removeStaffMember),
    endStaffSessions: served(endStaffSessions),
    transferOwnership: served(transferOwnership),
    inviteStaff: served(inviteStaff),
    resendInvitation: served(resendInvitation),
    cancelInvitation: served(cancelInvitation),
    acceptInvitation: served(acceptInvitation),

    listWithLastSignIn: () => repos.staff.listWithLastSignIn(),
    openInvitations: () => repos.invitations.listOpen(),
    /** A person's status as kept (ACTIVE when no longer found). */
    statusOf: async (userId: string) => (await repos.staff.find(userId))?.status ?? 'ACTIVE',
    lastSignInAt: (userId: string) => repos.staff.lastSignInAt(userId),
    twoFactorEnabled: (userId: string) => repos.twoFactor.isEnabled(userId),
    openSessions: (userId: string) => repos.sessions.listOpen(userId),
    /** Ends `sessionId` only when it is `userId`'s; false otherwise. */
    endSession: (sessionId: string, userId: string) => repos.sessions.end(sessionId, userId),
    endOtherSessions: (userId: string, keptSessionId: string) => repos.sessions.endOthers(userId, keptSessionId),
    twoFactorRequirement: () => twoFactorRequirement(repos),
    setTwoFactorRequirement: (scope: string) => setTwoFactorRequirement(repos, scope),
    mustSetUpTwoFactor: (person: Pick<StaffRecord, '_id' | 'role'>) => mustSetUpTwoFactor(repos, person),
    /** The person whose sign-in `challenge` continues, if any (a failure to read is none). */
    async personOfChallenge(challenge: string): Promise<StaffRecord | null> {
      const userId = await repos.twoFactor.challengeUser(challengeHash(challenge)).catch(() => null);
      return userId ? await repos.staff.find(userId).catch(() => null) : null;
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
