// A monthly giving's stop link: signed as a newsletter's unsubscribe link is (server/subscribers/
// links.ts), with a key of its own derived from the server's secret, so it stops that one monthly
// giving and can pass for no other token. It has no end: it sits in every reminder.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** The page the stop link opens (GET shows it and changes nothing; its button POSTs). */
export const MONTHLY_STOP_PATH = '/giving/monthly/stop';
/** The longest token read. */
export const STOP_TOKEN_MAX = 1_000;

const PURPOSE = 'monthly-stop';

export function monthlyLinks(serverSecret: string, publicUrl: string) {
  const key = createHmac('sha256', serverSecret).update('bcf monthly gift links').digest();

  return {
    async stopUrl(monthlyId: string): Promise<string> {
      const token = await new SignJWT({ p: PURPOSE }).setProtectedHeader({ alg: 'HS256' }).setSubject(monthlyId).setIssuedAt().sign(key);
      return `${publicUrl}${MONTHLY_STOP_PATH}?token=${token}`;
    },

    /** The monthly giving a stop token names, or null for an altered, other-purpose or malformed one. */
    async stopId(token: unknown): Promise<string | null> {
      if (typeof token !== 'string' || token.length === 0 || token.length > STOP_TOKEN_MAX) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.p === PURPOSE && typeof payload.sub === 'string' && payload.sub.length <= 64 ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

export type MonthlyLinks = ReturnType<typeof monthlyLinks>;
