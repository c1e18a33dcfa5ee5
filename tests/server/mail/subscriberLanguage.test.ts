// A subscriber's language: the page's language when they subscribed; the confirmation,
// the welcome and every newsletter in it (the post's version in it when there is one), through a
// real SMTP server; the staff notice in English; a footer's signed link changes it, once.
import { rmSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Language } from '../../../shared/i18n/languages.ts';
import { subscriberLinks } from '../../../server/subscribers/links.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, STAFF, TestSmtpServer, linkIn, mailSettings } from '../../kit/smtp.ts';
import { JWT_SECRET } from '../../kit/settings.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { errorCode } from '../../kit/graphql.ts';
import { withMailServer } from '../../kit/withServer.ts';

const CHANGE = `mutation changeSubscriptionLanguage($token: String!) { changeSubscriptionLanguage(token: $token) { language message } }`;
const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id total } }`;

/** A token signed with the server's own subscriber-link key (server/subscribers/links.ts), with any claims. */
function signed(claims: Record<string, unknown>): Promise<string> {
  const key = createHmac('sha256', JWT_SECRET).update('bcf subscriber links').digest();
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
}

const subjectOf = (mail: ParsedMail) => mail.subject ?? '';
/** The text part's words, on one line (the HTML's are the same words, escaped and wrapped in tags). */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe.each(databasesOf(import.meta.url))('a subscriber’s language on $name', (kind) => {
  const distDir = standInSite();
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir, subscribeLimitPerHour: 1_000 });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
  });

  const local = (link: string) => link.replace(PUBLIC_URL, server.url);
  const subscribe = (email: string, language?: unknown) =>
    server.gql<{ makeSubscribe: { id: string } }>(MAKE_SUBSCRIBE, {
      input: { subscriptionWithEmail: email, ...(language === undefined ? {} : { language }) },
    });
  const row = async (email: string) =>
    (await server.services.db.query<{ id: string; language: string; status: string }>('SELECT id, language, status FROM subscribers WHERE email = $1', [email]))[0];

  async function nthMail(email: string, nth: number): Promise<ParsedMail> {
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBeGreaterThan(nth);
    return smtp.to(email)[nth]!.mail;
  }

  /** Subscribes on a page in `language` and confirms through the e-mailed link; answers the two e-mails. */
  async function subscribeAndConfirm(email: string, language: Language) {
    expect((await subscribe(email, language)).errors).toBeUndefined();
    const confirmation = await nthMail(email, 0);
    const prefix = language === 'en' ? `${PUBLIC_URL}/subscription/confirm?token=` : `${PUBLIC_URL}/${language}/subscription/confirm?token=`;
    const response = await fetch(local(linkIn(confirmation.text, prefix)), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(language === 'en' ? '/SubscriptionConfirmed' : `/${language}/SubscriptionConfirmed`);
    return { confirmation, welcome: await nthMail(email, 1) };
  }

  test('subscribed on a French page: confirmation and welcome in French, links to the French pages; the staff notice stays English', async () => {
    const email = 'amelie@example.fr';
    const { confirmation, welcome } = await subscribeAndConfirm(email, 'fr');
    expect((await row(email))!.language).toBe('fr');

    expect(subjectOf(confirmation)).toBe('Confirmez votre abonnement à la Build Career Foundation');
    expect(confirmation.html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(words(confirmation.text)).toContain('Ouvrez le lien ci-dessous pour confirmer ; il reste valable 7 jours.');
    expect(confirmation.html).toContain('Confirmer mon abonnement');
    expect(confirmation.text).toContain('Build Career Foundation : des choix guidés, un avenir plus brillant.');
    expect(confirmation.text).not.toContain('Confirm my subscription');

    expect(subjectOf(welcome)).toBe('Bienvenue dans la lettre d’information de la Build Career Foundation');
    expect(welcome.html).toMatch(/^<!doctype html><html lang="fr">/);
    for (const part of [welcome.html as string, welcome.text!]) {
      expect(part).toContain('Voir nos dernières activités');
      expect(part).toContain(`${PUBLIC_URL}/fr/ActivitiesPage`);
      expect(part).toContain(`${PUBLIC_URL}/fr/ContactPage`);
      expect(part).toContain(`${PUBLIC_URL}/fr/Unsubscribe?token=`);
      expect(part).toContain('Se désabonner');
    }
    expect(words(welcome.text)).toContain(`Cet e-mail a été envoyé à ${email} parce que vous vous êtes abonné(e)`);
    // The footer offers the two other languages, each named in itself, as signed links.
    expect(welcome.text).toContain(`Ikinyarwanda: ${PUBLIC_URL}/rw/Unsubscribe?language=`);
    expect(welcome.text).toContain(`English: ${PUBLIC_URL}/Unsubscribe?language=`);
    expect(welcome.text).not.toContain(`Français: ${PUBLIC_URL}`);
    // The one-click header stays the site's one address for it.
    expect(String(welcome.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)).toContain(`<${PUBLIC_URL}/Unsubscribe?token=`);

    await expect.poll(() => smtp.to(STAFF).filter((m) => m.mail.subject === `New subscriber: ${email}`).length, { timeout: 10_000 }).toBe(1);
    const notice = smtp.to(STAFF).find((m) => m.mail.subject === `New subscriber: ${email}`)!.mail;
    expect(notice.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(notice.text).toContain(`${email} confirmed their subscription.`);
    expect(notice.text).toContain('Build Career Foundation: guided choices, brighter futures.');
  });

  test('subscribed on a Kinyarwanda page: the confirmation in Kinyarwanda; an altered link leads to the Kinyarwanda not-confirmed page', async () => {
    const email = 'uwase@example.rw';
    expect((await subscribe(email, 'rw')).errors).toBeUndefined();
    const confirmation = await nthMail(email, 0);
    expect(subjectOf(confirmation)).toBe('Emeza kwiyandikisha kwawe kuri Build Career Foundation');
    expect(confirmation.html).toMatch(/^<!doctype html><html lang="rw">/);
    expect(confirmation.text).toContain('Emeza kwiyandikisha kwanjye');
    expect(confirmation.text).toContain(`Français: ${PUBLIC_URL}/fr/Unsubscribe?language=`);
    const link = local(linkIn(confirmation.text, `${PUBLIC_URL}/rw/subscription/confirm?token=`));
    const altered = await fetch(`${link.slice(0, -3)}${link.endsWith('A') ? 'BBB' : 'AAA'}`, { redirect: 'manual' });
    expect(altered.headers.get('location')).toBe('/rw/SubscriptionNotConfirmed');
    expect((await row(email))!.status).toBe('PENDING');
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe('/rw/SubscriptionConfirmed');
    const welcome = await nthMail(email, 1);
    expect(subjectOf(welcome)).toBe('Murakaza neza ku makuru ya Build Career Foundation');
    expect(welcome.html).toMatch(/^<!doctype html><html lang="rw">/);
  });

  test('no language is English, byte for byte as before; an unknown language is refused by GraphQL and stores nothing', async () => {
    const { confirmation } = await subscribeAndConfirm('plain@example.org', 'en');
    expect(subjectOf(confirmation)).toBe('Confirm your subscription to Build Career Foundation');
    expect(confirmation.html).toMatch(/^<!doctype html><html lang="en">/);
    expect((await row('plain@example.org'))!.language).toBe('en');
    expect((await subscribe('nolanguage@example.org')).errors).toBeUndefined();
    expect((await row('nolanguage@example.org'))!.language).toBe('en');

    for (const language of ['de', 'EN', 'Fr', 'fr-FR', 'fr ', '', 'x'.repeat(10_000), 7, null, ['fr'], { code: 'fr' }]) {
      const email = `unknown-${Math.random().toString(36).slice(2)}@example.org`;
      const answer = await subscribe(email, language);
      if (language === null) {
        // An explicit null is "no language": English (GraphQL's nullable input).
        expect(answer.errors).toBeUndefined();
        expect((await row(email))!.language).toBe('en');
        continue;
      }
      expect(errorCode(answer), JSON.stringify(language).slice(0, 40)).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
      expect(await row(email)).toBeUndefined();
    }
    // Written into the query rather than as a variable: refused by validation too.
    const inline = await server.gql(`mutation { makeSubscribe(input: { subscriptionWithEmail: "inline@example.org", language: de }) { id } }`);
    expect(inline.errors?.[0]).toBeDefined();
    expect(await row('inline@example.org')).toBeUndefined();
  });

  test('a pending address asked again: a new link takes the new language; asked within 10 minutes, nothing is sent and nothing changes', async () => {
    const email = 'twice@example.org';
    await subscribe(email, 'fr');
    await nthMail(email, 0);
    // Within the 10 minutes: the duplicate answer, no e-mail, the language kept (a stranger cannot flip it).
    const again = await subscribe(email, 'rw');
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect((await row(email))!.language).toBe('fr');
    // After the 10 minutes, asking again sends a new link, in the language it was asked in.
    await server.services.db.query(`UPDATE subscribers SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`, [email]);
    await subscribe(email, 'rw');
    const second = await nthMail(email, 1);
    expect(subjectOf(second)).toBe('Emeza kwiyandikisha kwawe kuri Build Career Foundation');
    expect((await row(email))!.language).toBe('rw');
    // An ACTIVE subscriber's language is not changed by someone typing the address into a form.
    await subscribeAndConfirm('settled@example.org', 'fr');
    const typed = await subscribe('settled@example.org', 'en');
    expect(typed.errors?.[0]?.message).toBe('This email is already subscribed');
    expect((await row('settled@example.org'))!.language).toBe('fr');
  });

  test('a newsletter in the subscriber’s language: the post’s French version when it has one, its English (lang="en") when not', async () => {
    const readers: Record<Language, string> = { en: 'news-en@example.org', fr: 'news-fr@example.org', rw: 'news-rw@example.org' };
    for (const [language, email] of Object.entries(readers) as [Language, string][]) await subscribeAndConfirm(email, language);
    const added = await server.gql<{ addPost: { _id: string } }>(
      ADD_POST,
      { input: samplePostInput({ title: 'Graduation day', category: 'Celebrations', content: 'Forty students graduated today.' }) },
      token,
    );
    const postId = added.data!.addPost._id;

    // Without a French version: the French reader's e-mail is French around the post's English.
    const sent = await server.gql<{ sendPostToSubscribers: { total: number } }>(SEND, { input: postId }, token);
    expect(sent.errors).toBeUndefined();
    const english = await nthMail(readers.en, 2);
    const french = await nthMail(readers.fr, 2);
    const kinyarwanda = await nthMail(readers.rw, 2);
    expect(subjectOf(english)).toBe('Graduation day');
    expect(english.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(english.html).not.toContain('<div lang=');
    expect(english.text).toContain('Read more on our website');
    expect(english.text).toContain(`${PUBLIC_URL}/ActivityDetailsPage/${postId}`);

    expect(subjectOf(french)).toBe('Graduation day');
    expect(french.html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(french.html).toMatch(/<div lang="en">\n<h1[^>]*>Graduation day<\/h1>\n<p[^>]*>Forty students graduated today\.<\/p>/);
    for (const part of [french.html as string, french.text!]) {
      expect(part).toContain('Cette histoire n’existe qu’en anglais.');
      expect(part).toContain('Lire la suite sur notre site');
      expect(part).toContain(`${PUBLIC_URL}/fr/ActivityDetailsPage/${postId}`);
      expect(part).toContain(`${PUBLIC_URL}/fr/Unsubscribe?token=`);
    }
    expect(words(french.text)).toContain(`Cet e-mail a été envoyé à ${readers.fr} parce que`);
    // The top line: the category as the site names it in the reader's language, and the date.
    expect(english.text).toMatch(/Celebrations · \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(french.text).toMatch(/Célébrations · \d{1,2} [a-zéû]+ \d{4}/);
    expect(kinyarwanda.text).toMatch(/Ibirori · \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(kinyarwanda.html).toMatch(/^<!doctype html><html lang="rw">/);
    expect(kinyarwanda.text).toContain('Iyi nkuru iboneka mu Cyongereza gusa.');

    // With a French version (the posts' translations, shared/postLanguages.ts): the French reader
    // gets it, and the others what they read before.
    const post = (await server.services.repos.posts.find(postId))!;
    await server.services.db.query('DELETE FROM newsletter_sends WHERE post_id = $1', [postId]);
    const translated = {
      ...post,
      translations: {
        fr: {
          title: 'Jour de remise des diplômes',
          content: 'Quarante élèves ont reçu leur diplôme aujourd’hui.',
          contentSections: [{ sectionTitle: 'Le matin', paragraph1: 'Nous avons commencé à huit heures.', paragraph2: null }],
        },
      },
    };
    const queued = await server.services.repos.transaction((tx) => server.services.mail.queuePostInTransaction(tx, translated));
    expect(queued).toBe('queued');
    server.services.mail.wake();
    const frenchVersion = await nthMail(readers.fr, 3);
    expect(subjectOf(frenchVersion)).toBe('Jour de remise des diplômes');
    expect(frenchVersion.html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(frenchVersion.html).not.toContain('<div lang="en">\n<h1');
    expect(frenchVersion.html).not.toContain('Cette histoire n’existe qu’en anglais.');
    for (const part of [frenchVersion.html as string, frenchVersion.text!]) {
      expect(part).toContain('Quarante élèves ont reçu leur diplôme aujourd’hui.');
      expect(part).toContain('Nous avons commencé à huit heures.');
      expect(part).toContain(`https://wa.me/?text=${encodeURIComponent(`Jour de remise des diplômes ${PUBLIC_URL}/fr/ActivityDetailsPage/${postId}`)}`);
    }
    expect(subjectOf(await nthMail(readers.en, 3))).toBe('Graduation day');
    const rwAgain = await nthMail(readers.rw, 3);
    expect(subjectOf(rwAgain)).toBe('Graduation day');
    expect(rwAgain.html).toMatch(/<div lang="en">\n<h1[^>]*>Graduation day<\/h1>/);
  });

  test('a footer’s language link: opening it changes nothing, its button switches the e-mails, once; forged, altered, stale and replayed links are refused', async () => {
    const email = 'switcher@example.org';
    const { welcome } = await subscribeAndConfirm(email, 'en');
    const id = (await row(email))!.id;
    const frLink = linkIn(welcome.text, `${PUBLIC_URL}/fr/Unsubscribe?language=`);
    const rwLink = linkIn(welcome.text, `${PUBLIC_URL}/rw/Unsubscribe?language=`);
    const frToken = new URL(frLink).searchParams.get('language')!;
    const rwToken = new URL(rwLink).searchParams.get('language')!;

    // Opening it (a mail scanner, or the reader) only shows the page: nothing changes.
    for (const method of ['GET', 'HEAD']) {
      const opened = await fetch(local(frLink), { method });
      expect(opened.status).toBe(200);
      if (method === 'GET') expect(await opened.text()).toContain('<div id="root">');
    }
    expect((await row(email))!.language).toBe('en');

    // Attacks, each refused with nothing changed.
    const [header, payload, signature] = frToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const reencoded = (changes: Record<string, unknown>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    const otherKey = subscriberLinks('another-secret-that-is-long-enough-for-hs256', PUBLIC_URL);
    const forged = new URL(await otherKey.languageUrl(id, 'fr', 0)).searchParams.get('language')!;
    const unsubscribeToken = new URL(linkIn(welcome.text, `${PUBLIC_URL}/Unsubscribe?token=`)).searchParams.get('token')!;
    const confirmToken = new URL(await subscriberLinks(JWT_SECRET, PUBLIC_URL).confirmUrl(id)).searchParams.get('token')!;
    const attacks: Record<string, string> = {
      'another language in the same signature': reencoded({ l: 'rw' }),
      'another subscriber in the same signature': reencoded({ sub: 'someone-else' }),
      // Signed with the right key, as a leaked key could: still only the three languages and a whole version.
      'an unknown language': await signed({ ...claims, l: 'de' }),
      'a version that is not a number': await signed({ ...claims, v: '0' }),
      'a signature cut short': frToken.slice(0, -4),
      'signed with another key': forged,
      'an unsubscribe token': unsubscribeToken,
      'a confirmation token': confirmToken,
      'no signature at all (alg none)': `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      oversized: `${frToken}${'A'.repeat(5_000)}`,
      nonsense: 'not-a-token',
      empty: '',
    };
    for (const [name, bad] of Object.entries(attacks)) {
      const answer = await server.gql(CHANGE, { token: bad });
      expect(errorCode(answer), name).toBe('BAD_USER_INPUT');
      if (bad) {
        const page = await fetch(`${server.url}/fr/Unsubscribe?language=${encodeURIComponent(bad)}`);
        expect(page.status, name).toBe(400);
      }
    }
    expect((await row(email))!.language).toBe('en');

    // The page's button: the e-mails are in French from now on, said in French.
    const changed = await server.gql<{ changeSubscriptionLanguage: { language: string; message: string } }>(CHANGE, { token: frToken });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeSubscriptionLanguage).toEqual({
      language: 'fr',
      message: 'C’est fait : nos e-mails vous parviendront désormais en français.',
    });
    expect((await row(email))!.language).toBe('fr');

    // The same link again (replayed), and the same e-mail's other link (now stale): refused, and
    // opening either says so (400); the language stays French.
    for (const used of [frToken, rwToken]) {
      expect(errorCode(await server.gql(CHANGE, { token: used }))).toBe('BAD_USER_INPUT');
      expect((await fetch(`${server.url}/fr/Unsubscribe?language=${used}`)).status).toBe(400);
    }
    expect((await row(email))!.language).toBe('fr');

    // The next e-mail is French, and its own links work: back to English from it.
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'After the switch' }) }, token);
    await server.services.db.query(`UPDATE subscribers SET status = 'UNSUBSCRIBED' WHERE email <> $1 AND status = 'ACTIVE'`, [email]);
    expect((await server.gql(SEND, { input: added.data!.addPost._id }, token)).errors).toBeUndefined();
    const next = await nthMail(email, 2);
    expect(next.html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(next.text).toContain('Lire la suite sur notre site');
    const back = new URL(linkIn(next.text, `${PUBLIC_URL}/Unsubscribe?language=`)).searchParams.get('language')!;
    expect((await fetch(`${server.url}/Unsubscribe?language=${back}`)).status).toBe(200);
    const undone = await server.gql<{ changeSubscriptionLanguage: { language: string } }>(CHANGE, { token: back });
    expect(undone.data!.changeSubscriptionLanguage.language).toBe('en');
    expect((await row(email))!.language).toBe('en');
  });
});

describe.each(databasesOf(import.meta.url))('the anti-abuse limits hold whatever the language, on $name', (kind) => {
  test('the per-client subscribe limit counts every language alike', async () => {
    const server = await new TestServer(kind, { seed: false, subscribeLimitPerHour: 2 }).start();
    try {
      const codes: string[] = [];
      for (const language of ['fr', 'rw', 'en', 'fr']) {
        const answer = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `limited-${language}-${codes.length}@example.test`, language } });
        codes.push(errorCode(answer) ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
    } finally {
      await server.destroy();
    }
  });

  test('changing the language between requests sends no more confirmations to a mailbox than before', async () => {
    const smtp = await new TestSmtpServer().start();
    const server = await new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), subscribeLimitPerHour: 1_000 }).start();
    try {
      const email = 'victim@example.org';
      const languages: Language[] = ['fr', 'rw', 'en', 'fr', 'rw', 'en'];
      for (const language of languages) {
        await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email, language } });
        // As if 10 minutes had passed: only the per-mailbox daily limit is left to stop it.
        await server.services.db.query(`UPDATE subscribers SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`, [email]);
      }
      // MAILS_TO_UNCONFIRMED_PER_DAY (server/mail/limits.ts): the same three as in one language.
      await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(3);
      await server.mailSettled();
      expect(smtp.to(email)).toHaveLength(3);
    } finally {
      await server.destroy();
      await smtp.stop();
    }
  });
});
