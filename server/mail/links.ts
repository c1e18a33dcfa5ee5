import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { CONFIRM_PATH, UNSUBSCRIBE_PAGE } from '../../shared/mailPages.ts';

/** How long a confirmation link works. */
export const CONFIRM_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

type Purpose = 'confirm' | 'unsubscribe';

// Short claim names keep the links short; the purpose keeps one kind of link from doing the other's job.
const PURPOSE_CLAIM: Record<Purpose, string> = { confirm: 'c', unsubscribe: 'u' };

/**
 * Signed, unguessable links for subscribers: a confirmation (7 days) and an unsubscribe link (no
 * end: it sits in every newsletter). The key is derived from the JWT secret, so these tokens can
 * never pass as an administrator's token, nor the other way round.
 */
export function subscriberLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('bcf subscriber links').digest();

  async function sign(purpose: Purpose, subscriberId: string, lifetimeSeconds?: number) {
    const jwt = new SignJWT({ p: PURPOSE_CLAIM[purpose] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subscriberId)
      .setIssuedAt();
    if (lifetimeSeconds) jwt.setExpirationTime(`${lifetimeSeconds}s`);
    return jwt.sign(key);
  }

  async function verify(purpose: Purpose, token: string): Promise<string | null> {
    if (typeof token !== 'string' || token.length > 1_000) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.p !== PURPOSE_CLAIM[purpose] || typeof payload.sub !== 'string') return null;
      return payload.sub;
    } catch {
      return null;
    }
  }

  return {
    async confirmUrl(subscriberId: string): Promise<string> {
      return `${publicUrl}${CONFIRM_PATH}?token=${await sign('confirm', subscriberId, CONFIRM_LIFETIME_SECONDS)}`;
    },
    async unsubscribeUrl(subscriberId: string): Promise<string> {
      return `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${await sign('unsubscribe', subscriberId)}`;
    },
    /** The subscriber's id, or null for an altered, unknown-purpose or expired token. */
    confirmedId: (token: string) => verify('confirm', token),
    unsubscribeId: (token: string) => verify('unsubscribe', token),
  };
}

export type SubscriberLinks = ReturnType<typeof subscriberLinks>;
