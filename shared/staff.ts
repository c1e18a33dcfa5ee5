// Staff accounts and invitations: the limits and texts the Users page, the accept-invitation page
// and the server share.
import type { Role } from './roles.ts';

export const STAFF_LIMITS = {
  /** First and second names, trimmed. */
  nameMax: 100,
  /** An invitation link works this long; resending starts it again. */
  invitationDays: 7,
  /** An invitation is sent again at most this often (so that nobody floods an address). */
  resendGapSeconds: 60,
} as const;

export const STAFF_STATUSES = ['ACTIVE', 'INVITED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** How a role reads on the page. */
export const ROLE_LABELS: Record<Role, string> = {
  OWNER: 'Owner',
  ADMINISTRATOR: 'Administrator',
  EDITOR: 'Editor',
  AUTHOR: 'Author',
  CONTRIBUTOR: 'Contributor',
};

export const STAFF_MESSAGES = {
  signUpClosed: 'Accounts are created by invitation.',
  ownRole: 'Nobody changes their own role.',
  ownRemoval: 'You cannot remove yourself.',
  ownSessions: 'End your own sessions on your account page.',
  ownEmail: 'An address cannot be changed here.',
  ownerProtected: 'The Owner can only change by a transfer of ownership.',
  notManageable: 'You do not have permission to do that.',
  roleNotAllowed: 'You cannot give that role.',
  noSuchUser: 'No such person.',
  alreadyHasAccount: 'This address already has an account.',
  alreadyInvited: 'This address has already been invited: resend or cancel that invitation.',
  noSuchInvitation: 'No such invitation.',
  resendTooSoon: 'This invitation was sent less than a minute ago. Try again in a minute.',
  invitationNeedsMail:
    'Invitations are sent by e-mail, which is not set up. Set SMTP_URL (your mail server) and PUBLIC_URL (the site\'s address) and restart the server (README: "E-mail").',
  invalidInvitation: 'This invitation link does not work: it may have expired, been used or been cancelled. Ask for a new one.',
  firstNameRequired: 'First name is required',
  secondNameRequired: 'Second name is required',
  nameTooLong: `A name must be at most ${STAFF_LIMITS.nameMax} characters`,
  transferToAdministrator: 'Ownership goes to an Administrator.',
  transferToSelf: 'You are the Owner already.',
} as const;

/** A name as stored: trimmed; null when it is fine, the problem otherwise. */
export function nameProblem(name: string, required: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return required;
  return trimmed.length > STAFF_LIMITS.nameMax ? STAFF_MESSAGES.nameTooLong : null;
}
