import { createHash, randomBytes } from 'node:crypto';

/** An invitation token: 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
