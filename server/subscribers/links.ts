import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isLanguage, localizedPath, type Language } from '../../shared/i18n/languages.ts';
import { CONFIRM_PATH, LANGUAGE_PARAM, UNSUBSCRIBE_PAGE } from '../../shared/mailPages.ts';

/** The source a newsletter's visits are counted under (the Insights' Sources): its links' `ref`. */
export const NEWSLETTER_SOURCE = 'newsletter';

/** The parameter of a newsletter's links that proves this server wrote them (`newsletterMark`). */
export const NEWSLETTER_MARK_PARAM = 'nl';

/**
 * The mark a newsletter's links carry beside `ref=newsletter`: made from the server's secret, the
 * same for every recipient and every send (it says nothing of who clicked), so that only a link the
 * newsletter sent counts as its visit, never a hand-typed `?ref=newsletter`.
 */
export const newsletterMark = (secret: string): string => createHmac('sha256', secret).update('bcf newsletter links').digest('hex').slice(0, 16);

/**
 * A newsletter's link to a page of the site, marked `ref=newsletter` with the server's `mark`: the
 * visit it brings counts under that source, and nothing in it says who clicked (it is the same for
 * every recipient). The subscription's own links (unsubscribe, another language) stay unmarked:
 * leaving is not a visit the newsletter brought.
 */
export const newsletterLink = (url: string, mark: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}ref=${NEWSLETTER_SOURCE}&${NEWSLETTER_MARK_PARAM}=${mark}`;

/** How long a confirmation link works. */
export const CONFIRM_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

type Purpose = 'confirm' | 'unsubscribe' | 'language';

// Short claim names keep the links short; the purpose keeps one kind of link from doing the other's job.
const PURPOSE_CLAIM: Record<Purpose, string> = { confirm: 'c', unsubscribe: 'u', language: 'l' };

/** What a language link asks: this subscriber's e-mails in `language`, if `version` is still theirs. */
export interface LanguageChange {
  subscriberId: string;
  language: Language;
  version: number;
}

/**
 * Signed, unguessable links for subscribers: a confirmation (7 days) and an unsubscribe link (no
 * end: it sits in every newsletter). The key is derived from the JWT secret, so these tokens can
 * never pass as an administrator's token, nor the other way round.
 */
export function subscriberLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('bcf subscriber links').digest();

  async function sign(purpose: Purpose, subscriberId: string, lifetimeSeconds?: number, claims: Record<string, unknown> = {}) {
    const jwt = new SignJWT({ ...claims, p: PURPOSE_CLAIM[purpose] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subscriberId)
      .setIssuedAt();
    if (lifetimeSeconds) jwt.setExpirationTime(`${lifetimeSeconds}s`);
    return jwt.sign(key);
  }

  async function verified(purpose: Purpose, token: string) {
    if (typeof token !== 'string' || token.length > 1_000) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.p !== PURPOSE_CLAIM[purpose] || typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, claims: payload as Record<string, unknown> };
    } catch {
      return null;
    }
  }

  const verify = async (purpose: Purpose, token: string) => (await verified(purpose, token))?.sub ?? null;

  /**
   * One e-mail's unsubscribe links, signed once: the footer's page in `language` and the
   * List-Unsubscribe header's (English), so an English e-mail's two are the same link.
   */
  async function unsubscribeUrls(subscriberId: string, language: Language): Promise<{ page: string; header: string }> {
    const token = await sign('unsubscribe', subscriberId);
    const at = (pageLanguage: Language) => `${publicUrl}${localizedPath(pageLanguage, UNSUBSCRIBE_PAGE)}?token=${token}`;
    return { page: at(language), header: at('en') };
  }

  return {
    /** In `language`: the link leads to the page (confirmed or not) in that language. */
    async confirmUrl(subscriberId: string, language: Language = 'en'): Promise<string> {
      return `${publicUrl}${localizedPath(language, CONFIRM_PATH)}?token=${await sign('confirm', subscriberId, CONFIRM_LIFETIME_SECONDS)}`;
    },
    /** `language`: the unsubscribe page in the subscriber's language (the List-Unsubscribe header keeps the English one). */
    async unsubscribeUrl(subscriberId: string, language: Language = 'en'): Promise<string> {
      return (await unsubscribeUrls(subscriberId, language)).page;
    },
    unsubscribeUrls,
    /**
     * A footer link switching the subscription to `language`: the unsubscribe page in that
     * language, whose button (never the opening) makes the change. No end, like an unsubscribe
     * link, but it carries the subscriber's `version`, so it works once and only until a newer one.
     */
    async languageUrl(subscriberId: string, language: Language, version: number): Promise<string> {
      const token = await sign('language', subscriberId, undefined, { l: language, v: version });
      return `${publicUrl}${localizedPath(language, UNSUBSCRIBE_PAGE)}?${LANGUAGE_PARAM}=${token}`;
    },
    /** The subscriber's id, or null for an altered, unknown-purpose or expired token. */
    confirmedId: (token: string) => verify('confirm', token),
    unsubscribeId: (token: string) => verify('unsubscribe', token),
    /** What a language link asks, or null for an altered or other-purpose token. */
    async languageChange(token: string): Promise<LanguageChange | null> {
      const payload = await verified('language', token);
      const { l: language, v: version } = payload?.claims ?? {};
      if (!payload || !isLanguage(language) || typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
      return { subscriberId: payload.sub, language, version };
    },
  };
}

export type SubscriberLinks = ReturnType<typeof subscriberLinks>;
