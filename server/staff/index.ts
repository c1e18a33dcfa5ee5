// Staff accounts, invitations, sign-in, sessions, passwords and two-factor; the one way into server/staff/.
export { bootstrapAdmin, type BootstrapResult } from './bootstrap.ts';
export type { InvitationRecord } from './invitationsRepository.ts';
export { passwordResetService, type PasswordResetService } from './passwordReset.ts';
export { hashPassword } from './passwords.ts';
export type { StaffRecord, StaffRepository } from './repository.ts';
export { CHALLENGE_MAX } from './secondFactor.ts';
export { staffService, type StaffService } from './service.ts';
export { type ClientFacts, sessionAccess, type SessionAccess } from './session.ts';
export { clientFacts } from './sessionsRepository.ts';
export { DEFAULT_THROTTLE, loginThrottle, type LoginThrottle, type ThrottleSettings } from './throttle.ts';
export { tokenService, type TokenService } from './tokens.ts';
export { challengeHash, secretBox, type SecretBox } from './twoFactor.ts';
export { invitationMail, type InvitationMail } from './messages.ts';
