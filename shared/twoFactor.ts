// Two-factor sign-in as both sides see it: the code's shape, the recovery codes and the texts.

/** RFC 6238 as authenticator apps read it: 6 digits every 30 seconds, one step either side accepted. */
export const TOTP = { digits: 6, periodSeconds: 30, windowSteps: 1 } as const;

/** Crockford's base32 alphabet: no I, L, O or U, so nothing reads as a digit or another letter. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Letters per recovery code: 16 × 5 bits = 80 bits. */
export const RECOVERY_CODE_LENGTH = 16;
export const RECOVERY_CODE_COUNT = 10;

/** How long a sign-in waits for its second factor, and how many wrong codes it takes. */
export const CHALLENGE = { lifetimeSeconds: 5 * 60, maxTries: 5 } as const;

export const TWO_FACTOR_MESSAGES = {
  secondFactorRequired: 'Enter the code from your authenticator app, or a recovery code',
  invalidCode: 'Invalid code',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  noSetup: 'Start the two-factor setup first',
  notOn: 'Two-factor sign-in is not on',
  invalidPasswordOrCode: 'Invalid password or code',
} as const;

/** Who must sign in with two-factor (set by the Owner): nobody, Administrators and the Owner, or everyone. */
export const TWO_FACTOR_REQUIREMENTS = ['OFF', 'ADMINISTRATOR_AND_UP', 'EVERYONE'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];
export const TWO_FACTOR_REQUIREMENT_LABELS: Record<TwoFactorRequirement, string> = {
  OFF: 'Off',
  ADMINISTRATOR_AND_UP: 'Administrator and up',
  EVERYONE: 'Everyone',
};
export const isTwoFactorRequirement = (value: unknown): value is TwoFactorRequirement =>
  (TWO_FACTOR_REQUIREMENTS as readonly unknown[]).includes(value);

/** Must a person of `role` sign in with two-factor under `requirement`? */
export function twoFactorRequiredFor(requirement: TwoFactorRequirement, role: string): boolean {
  if (requirement === 'EVERYONE') return true;
  if (requirement === 'ADMINISTRATOR_AND_UP') return role === 'OWNER' || role === 'ADMINISTRATOR';
  return false;
}

/** A sensitive action (two-factor changes, the subscribers' export, role changes) needs a password check this recent. */
export const PASSWORD_CHECK_SECONDS = 10 * 60;
/** PASSWORD_CHECK_SECONDS as the texts name it, in minutes; prose that names it by hand is held to it by tests/lint/passwordCheckDuration.test.ts. */
export const PASSWORD_CHECK_DURATION = `${PASSWORD_CHECK_SECONDS / 60} minutes`;

export const ACCOUNT_SECURITY_MESSAGES = {
  passwordCheckRequired: 'Please confirm your password to continue.',
  setUpTwoFactorFirst: 'Set up two-factor sign-in first.',
  invalidPassword: 'Invalid password',
} as const;
