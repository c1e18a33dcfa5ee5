import { describe, expect, test, vi } from 'vitest';
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { buildApp } from '../../../server/app.ts';
import { configFromEnv } from '../../../server/core/config.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer, testConfig } from '../../kit/server.ts';
import { signedIn, withMailServer, withServer } from '../../kit/withServer.ts';
import { ADD_POST, MAKE_SUBSCRIBE, SEND_CONTACT_MESSAGE, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, STAFF, TestSmtpServer, linkIn, mailSettings } from '../../kit/smtp.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { errorCode } from '../../kit/graphql.ts';

const SUBSCRIBERS = `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail status isEmailSent } }`;
const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) {
  id post_id title status total sent failed date_queued date_finished } }`;
const SENDS = `query getNewsletterSends { getNewsletterSends { id post_id title status total sent failed date_queued date_finished } }`;

interface Subscriber {
  id: string;
  subscriptionWithEmail: string;
  status: string;
  isEmailSent: string | null;
}
interface Send {
  id: string;
  post_id: string;
  title: string;
  status: string;
  total: number;
  sent: number;
  failed: number;
  date_queued: number;
  date_finished: number | null;
}

/** A link from an e-mail, pointed at the test server instead of PUBLIC_URL. */
const local = (server: TestServer, link: string) => link.replace(PUBLIC_URL, server.url);

async function statusOf(server: TestServer, token: string, email: string): Promise<Subscriber | undefined> {
  const { data } = await server.gql<{ getAllSubscriptions: Subscriber[] }>(SUBSCRIBERS, {}, token);
  return data!.getAllSubscriptions.find((row) => row.subscriptionWithEmail === email);
}

const subscribe = (server: TestServer, email: string) =>
  server.gql<{ makeSubscribe: { id: string } }>(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });

/** Subscribes and confirms through the e-mailed link, as a visitor does. */
async function subscribeAndConfirm(server: TestServer, smtp: TestSmtpServer, email: string) {
  const result = await subscribe(server, email);
  expect(result.errors).toBeUndefined();
  await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const confirm = smtp.to(email).find((message) => message.mail.subject?.startsWith('Confirm'))!;
  const response = await fetch(local(server, linkIn(confirm.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`)), {
    redirect: 'manual',
  });
  expect(response.headers.get('location')).toBe('/SubscriptionConfirmed');
}

describe.each(databasesOf(import.meta.url))('e-mail on $name', (kind) => {
  // A stand-in for the built app, so that pages answer as in production. Many subscriptions from
  // the one test client: the per-address limit is raised (its own test is in security/).
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir: standInSite(), subscribeLimitPerHour: 1_000 });

  /** Subscribes `email` and answers, on this server, the confirmation link of the e-mail it is sent. */
  async function confirmationLink(email: string): Promise<string> {
    await subscribe(server, email);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
    return local(server, linkIn(smtp.to(email)[0]!.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`));
  }

  const owner = signedIn(server);

  test('a new address is PENDING and gets one confirmation e-mail with a link to the site', async () => {
    const result = await subscribe(server, 'Amina@Example.RW');
    expect(result.errors).toBeUndefined();
    expect((await statusOf(server, owner.token, 'amina@example.rw'))!.status).toBe('PENDING');
    await expect.poll(() => smtp.to('amina@example.rw').length, { timeout: 10_000 }).toBe(1);
    const { mail } = smtp.to('amina@example.rw')[0]!;
    expect(mail.subject).toBe('Confirm your subscription to Build Career Foundation');
    expect(mail.from!.text).toContain('no-reply@bcf.example');
    const link = linkIn(mail.text, `${PUBLIC_URL}/subscription/confirm?token=`);
    expect(mail.html).toContain(link);
    // Nobody confirmed yet: no welcome, no staff notice.
    expect(smtp.to(STAFF)).toHaveLength(0);
  });

  test('opening the link confirms (ACTIVE), leads to the confirmed page, sends a welcome and tells the staff', async () => {
    const email = 'confirm.me@example.org';
    const link = await confirmationLink(email);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/SubscriptionConfirmed');
    expect((await statusOf(server, owner.token, email))!.status).toBe('ACTIVE');
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    const welcome = smtp.to(email)[1]!.mail;
    expect(welcome.subject).toBe('Welcome to the Build Career Foundation newsletter');
    expect(welcome.text).toContain(`${PUBLIC_URL}/Unsubscribe?token=`);
    await expect.poll(() => smtp.to(STAFF).filter((m) => m.mail.subject === `New subscriber: ${email}`).length, { timeout: 10_000 }).toBe(1);

    // A second click still shows the confirmed page, and sends nothing more.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/SubscriptionConfirmed');
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(2);
  });

  test('an altered, unknown or expired link confirms nothing and leads to the not-confirmed page', async () => {
    const email = 'late@example.org';
    const link = await confirmationLink(email);
    const altered = link.slice(0, -3) + (link.endsWith('A') ? 'BBB' : 'AAA');
    for (const bad of [altered, `${server.url}/subscription/confirm?token=nonsense`, `${server.url}/subscription/confirm`]) {
      const response = await fetch(bad, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe('/SubscriptionNotConfirmed');
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
      const expired = await fetch(link, { redirect: 'manual' });
      expect(expired.headers.get('location')).toBe('/SubscriptionNotConfirmed');
    } finally {
      vi.useRealTimers();
    }
    expect((await statusOf(server, owner.token, email))!.status).toBe('PENDING');
    // The same link, still fresh, works.
    const fresh = await fetch(link, { redirect: 'manual' });
    expect(fresh.headers.get('location')).toBe('/SubscriptionConfirmed');
  });

  test('a pending address asking again: the duplicate answer, and the link again at most once every 10 minutes', async () => {
    const email = 'again@example.org';
    await subscribe(server, email);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
    for (let i = 0; i < 3; i++) {
      const result = await subscribe(server, email);
      expect(result.data).toBeNull();
      expect(result.errors![0]).toMatchObject({
        message: MAIL_TEXTS.waitingForConfirmation,
        extensions: { code: 'BAD_USER_INPUT', field: 'subscriptionWithEmail' },
      });
    }
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(1);
    // Ten minutes later (the clock of the database decides): one more link.
    await server.services.db.query(`UPDATE subscribers SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`, [email]);
    const later = await subscribe(server, email);
    expect(later.errors![0]!.message).toBe(MAIL_TEXTS.waitingForConfirmation);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    await subscribe(server, email);
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(2);
  });

  test('an active address gets the usual duplicate answer and no e-mail', async () => {
    const email = 'active@example.org';
    await subscribeAndConfirm(server, smtp, email);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    const result = await subscribe(server, email);
    expect(result.errors![0]).toMatchObject({ message: 'This email is already subscribed', extensions: { code: 'BAD_USER_INPUT' } });
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(2);
  });

  test('a contact message reaches the staff at once, with Reply-To the sender', async () => {
    const result = await server.gql(SEND_CONTACT_MESSAGE, {
      input: { name: 'Jean Bosco', email: 'jean.bosco@example.rw', message: 'I would like to mentor a student <in maths>.' },
    });
    expect(result.errors).toBeUndefined();
    await expect.poll(() => smtp.to(STAFF).filter((m) => m.mail.subject?.includes('Jean Bosco')).length, { timeout: 10_000 }).toBe(1);
    const notice = smtp.to(STAFF).find((m) => m.mail.subject?.includes('Jean Bosco'))!.mail;
    expect(notice.replyTo!.value[0]!.address).toBe('jean.bosco@example.rw');
    expect(notice.text).toContain('I would like to mentor a student <in maths>.');
    expect(notice.text).toContain('jean.bosco@example.rw');
    expect(notice.html).toContain('&lt;in maths&gt;');
  });

  test('a post goes to every ACTIVE subscriber once, with both headers, and to nobody else; a second send is refused', async () => {
    const active = ['n1@example.org', 'n2@example.org', 'n3@example.org'];
    for (const email of active) await subscribeAndConfirm(server, smtp, email);
    await subscribe(server, 'pending-n@example.org');
    await subscribeAndConfirm(server, smtp, 'gone-n@example.org');
    const gone = await statusOf(server, owner.token, 'gone-n@example.org');
    await server.services.db.query(`UPDATE subscribers SET status = 'UNSUBSCRIBED' WHERE id = $1`, [gone!.id]);
    const everyActive = (await server.gql<{ getAllSubscriptions: Subscriber[] }>(SUBSCRIBERS, {}, owner.token)).data!.getAllSubscriptions
      .filter((row) => row.status === 'ACTIVE')
      .map((row) => row.subscriptionWithEmail);

    const added = await server.gql<{ addPost: { _id: string } }>(
      ADD_POST,
      {
        input: samplePostInput({
          title: 'Graduation day',
          category: 'Celebrations',
          image_url: { url: `/uploads/${'a'.repeat(64)}.webp?w=1600&h=900`, filename: 'main.jpg' },
        }),
      },
      owner.token,
    );
    const postId = added.data!.addPost._id;
    const before = smtp.received.length;
    const queued = await server.gql<{ sendPostToSubscribers: Send }>(SEND, { input: postId }, owner.token);
    expect(queued.errors).toBeUndefined();
    expect(queued.data!.sendPostToSubscribers).toMatchObject({ post_id: postId, title: 'Graduation day', total: everyActive.length });

    await expect
      .poll(async () => (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends[0]!.status, {
        timeout: 20_000,
      })
      .toBe('DONE');
    const [send] = (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends;
    expect(send).toMatchObject({ sent: everyActive.length, failed: 0, total: everyActive.length });
    expect(send!.date_finished).toBeGreaterThanOrEqual(send!.date_queued);

    const newsletters = smtp.received.slice(before).filter((m) => m.mail.subject === 'Graduation day');
    expect(newsletters.map((m) => m.to).sort()).toEqual([...everyActive].sort());
    for (const { mail } of newsletters) {
      const unsubscribe = linkIn(mail.text, `${PUBLIC_URL}/Unsubscribe?token=`);
      expect(String(mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)).toContain(`<${unsubscribe}>`);
      expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')!.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`${PUBLIC_URL}/uploads/${'a'.repeat(64)}.jpg`);
      expect(mail.html).toContain(`${PUBLIC_URL}/ActivityDetailsPage/${postId}`);
      expect(mail.html).toContain('Read more');
      expect(mail.html).toContain(unsubscribe.replace(/&/g, '&amp;'));
      expect(mail.text).toContain('Morning');
      expect(mail.text).toContain('We started at eight.');
    }
    const rows = (await server.gql<{ getAllSubscriptions: Subscriber[] }>(SUBSCRIBERS, {}, owner.token)).data!.getAllSubscriptions;
    for (const row of rows) expect(row.isEmailSent).toBe(everyActive.includes(row.subscriptionWithEmail) ? 'Celebrations' : null);

    const second = await server.gql(SEND, { input: postId }, owner.token);
    expect(second.errors![0]!.message).toMatch(/^This post was already sent to subscribers on \d{1,2} \w+ \d{4}/);
    expect(errorCode(second)).toBe('BAD_USER_INPUT');
    expect((await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends).toHaveLength(1);
  });

  test('the unsubscribe link: GET changes nothing, one-click POST unsubscribes, a forged one is 400; unsubscribed can subscribe again', async () => {
    const email = 'leaving@example.org';
    await subscribeAndConfirm(server, smtp, email);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    const link = local(server, linkIn(smtp.to(email)[1]!.mail.text, `${PUBLIC_URL}/Unsubscribe?token=`));

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<div id="root">');
    expect((await statusOf(server, owner.token, email))!.status).toBe('ACTIVE');

    const forged = link.slice(0, -2) + (link.endsWith('x') ? 'yy' : 'xx');
    const forgedPage = await fetch(forged);
    expect(forgedPage.status).toBe(400);
    expect(await forgedPage.text()).toContain('<div id="root">');
    const forgedPost = await fetch(forged, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forgedPost.status).toBe(400);
    expect((await statusOf(server, owner.token, email))!.status).toBe('ACTIVE');

    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe(MAIL_TEXTS.unsubscribed);
    expect((await statusOf(server, owner.token, email))!.status).toBe('UNSUBSCRIBED');

    // Subscribing again: a success, PENDING, with a new link.
    const again = await subscribe(server, email);
    expect(again.errors).toBeUndefined();
    expect((await statusOf(server, owner.token, email))!.status).toBe('PENDING');
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(3);
    expect(smtp.to(email)[2]!.mail.subject).toBe('Confirm your subscription to Build Career Foundation');
  });

  test("the page's button (the unsubscribe mutation) unsubscribes; a forged token is refused", async () => {
    const email = 'button@example.org';
    await subscribeAndConfirm(server, smtp, email);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    const link = linkIn(smtp.to(email)[1]!.mail.text, `${PUBLIC_URL}/Unsubscribe?token=`);
    const unsubscribeToken = new URL(link).searchParams.get('token')!;
    const UNSUBSCRIBE = `mutation unsubscribe($token: String!) { unsubscribe(token: $token) { unsubscribed message } }`;
    const forged = await server.gql(UNSUBSCRIBE, { token: `${unsubscribeToken}x` });
    expect(forged.errors![0]).toMatchObject({ message: MAIL_TEXTS.badUnsubscribeLink, extensions: { code: 'BAD_USER_INPUT' } });
    // A confirmation token is not an unsubscribe token.
    const confirmToken = new URL(linkIn(smtp.to(email)[0]!.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`)).searchParams.get('token')!;
    expect((await server.gql(UNSUBSCRIBE, { token: confirmToken })).errors).toBeDefined();
    expect((await statusOf(server, owner.token, email))!.status).toBe('ACTIVE');
    const done = await server.gql(UNSUBSCRIBE, { token: unsubscribeToken });
    expect(done.data).toEqual({ unsubscribe: { unsubscribed: true, message: MAIL_TEXTS.unsubscribed } });
    expect((await statusOf(server, owner.token, email))!.status).toBe('UNSUBSCRIBED');
  });

  test('admin operations need the token', async () => {
    expect(errorCode(await server.gql(SENDS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(SEND, { input: 'x' }))).toBe('UNAUTHENTICATED');
    const settings = await server.gql<{ getEmailSettings: { enabled: boolean } }>('query { getEmailSettings { enabled } }', {}, owner.token);
    expect(settings.data!.getEmailSettings.enabled).toBe(true);
  });
});

describe.each(databasesOf(import.meta.url))('mail server trouble on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, subscribeLimitPerHour: 1_000 }, { notifyOnSubscribe: false });
  const owner = signedIn(server);

  test('a server answering 421 for a while, then accepting: every message goes out once it accepts', async () => {
    smtp.busy = true;
    const emails = ['busy1@example.org', 'busy2@example.org', 'busy3@example.org'];
    for (const email of emails) expect((await subscribe(server, email)).errors).toBeUndefined();
    // Tried, answered 421, and waiting for the next try.
    await expect
      .poll(
        async () =>
          (
            await server.services.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued' AND attempts >= 1 AND last_error LIKE '421%'`,
            )
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);
    expect(smtp.received).toHaveLength(0);
    smtp.busy = false;
    await expect.poll(() => emails.map((email) => smtp.to(email).length), { timeout: 15_000 }).toEqual([1, 1, 1]);
  });

  test('a 550 for one recipient marks that message failed with the reply; the others go out', async () => {
    const emails = ['ok1@example.org', 'refused@example.org', 'ok2@example.org'];
    for (const email of emails) await subscribeAndConfirm(server, smtp, email);
    await expect.poll(() => emails.map((email) => smtp.to(email).length), { timeout: 10_000 }).toEqual([2, 2, 2]);
    smtp.refused.add('refused@example.org');
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Refused once' }) }, owner.token);
    const queued = await server.gql<{ sendPostToSubscribers: Send }>(SEND, { input: added.data!.addPost._id }, owner.token);
    const total = queued.data!.sendPostToSubscribers.total;
    await expect
      .poll(async () => (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends[0]!.status, {
        timeout: 20_000,
      })
      .toBe('DONE');
    const [send] = (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends;
    expect(send).toMatchObject({ failed: 1, sent: total - 1 });
    expect(smtp.to('refused@example.org').filter((m) => m.mail.subject === 'Refused once')).toHaveLength(0);
    expect(smtp.to('ok1@example.org').filter((m) => m.mail.subject === 'Refused once')).toHaveLength(1);
    const failed = await server.services.db.query<{ recipient: string; last_error: string; attempts: number }>(
      `SELECT recipient, last_error, attempts FROM mail_outbox WHERE status = 'failed'`,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]!.recipient).toBe('refused@example.org');
    expect(failed[0]!.last_error).toMatch(/^550 /);
    expect(failed[0]!.attempts).toBe(1);
    smtp.refused.clear();
  });

  test('an address unsubscribed while its send waits gets nothing; the send still reaches Done', async () => {
    const emails = ['stays@example.org', 'leaves@example.org'];
    for (const email of emails) await subscribeAndConfirm(server, smtp, email);
    await expect.poll(() => emails.map((email) => smtp.to(email).length), { timeout: 10_000 }).toEqual([2, 2]);
    smtp.deferring = true;
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Mid-send' }) }, owner.token);
    const queued = await server.gql<{ sendPostToSubscribers: Send }>(SEND, { input: added.data!.addPost._id }, owner.token);
    const total = queued.data!.sendPostToSubscribers.total;
    const leaving = await statusOf(server, owner.token, 'leaves@example.org');
    await server.services.db.query(`UPDATE subscribers SET status = 'UNSUBSCRIBED' WHERE id = $1`, [leaving!.id]);
    // Every try meets 451 until the worker has seen the change and set that message aside.
    await expect
      .poll(
        async () =>
          (
            await server.services.db.query<{ status: string }>(
              `SELECT status FROM mail_outbox WHERE subscriber_id = $1 AND send_id = $2`,
              [leaving!.id, queued.data!.sendPostToSubscribers.id],
            )
          )[0]!.status,
        { timeout: 10_000 },
      )
      .toBe('skipped');
    smtp.deferring = false;
    await expect
      .poll(async () => (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends[0]!.status, {
        timeout: 20_000,
      })
      .toBe('DONE');
    const [send] = (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, owner.token)).data!.getNewsletterSends;
    expect(send).toMatchObject({ title: 'Mid-send', sent: total - 1, failed: 0, total });
    expect(smtp.to('leaves@example.org').filter((m) => m.mail.subject === 'Mid-send')).toHaveLength(0);
    expect(smtp.to('stays@example.org').filter((m) => m.mail.subject === 'Mid-send')).toHaveLength(1);
  });
});

describe.each(databasesOf(import.meta.url))('e-mail off on $name', (kind) => {
  const server = withServer(kind, { seed: false });
  const owner = signedIn(server);

  test('a subscription is ACTIVE at once, a contact message is stored, and nothing is queued', async () => {
    expect((await subscribe(server, 'off@example.org')).errors).toBeUndefined();
    expect((await statusOf(server, owner.token, 'off@example.org'))!.status).toBe('ACTIVE');
    expect((await subscribe(server, 'off@example.org')).errors![0]!.message).toBe('This email is already subscribed');
    await server.gql(SEND_CONTACT_MESSAGE, { input: { name: 'Off', email: 'off@example.org', message: 'Hello there' } });
    expect(await server.count('contact_messages')).toBe(1);
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    expect(rows[0]!.n).toBe(0);
  });

  test('sending a post is refused with how to set e-mail up; the settings say e-mail is off', async () => {
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput() }, owner.token);
    const result = await server.gql(SEND, { input: added.data!.addPost._id }, owner.token);
    expect(result.errors![0]!.message).toBe(MAIL_TEXTS.mailOff);
    const settings = await server.gql<{ getEmailSettings: { enabled: boolean } }>('query { getEmailSettings { enabled } }', {}, owner.token);
    expect(settings.data!.getEmailSettings.enabled).toBe(false);
  });
});

describe('settings', () => {
  test('SMTP_URL without PUBLIC_URL stops the start with one line naming both', async () => {
    const bothNamed = /^PUBLIC_URL must be set when SMTP_URL is set/;
    expect(() => configFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(bothNamed);
    await expect(
      buildApp(testConfig({ dataDir: '/nonexistent', distDir: '/nonexistent', mail: mailSettings(new TestSmtpServer()) })),
    ).rejects.toThrow(bothNamed);
  });

  test('the defaults: From at the public host, a rate of 20, both notices on', () => {
    // server/core/config.ts reads the variables and applies the defaults.
    const settingsFrom = (env: NodeJS.ProcessEnv) => configFromEnv(env).mail;
    expect(settingsFrom({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://bcf.rw' })).toMatchObject({
      from: 'Build Career Foundation <no-reply@bcf.rw>',
      rate: 20,
      staffEmails: [],
      notifyOnContact: true,
      notifyOnSubscribe: true,
    });
    const custom = settingsFrom({
      SMTP_URL: 'smtps://u:p@mail.example.rw:465',
      PUBLIC_URL: 'https://bcf.rw',
      STAFF_EMAIL: 'a@bcf.rw, b@bcf.rw',
      MAIL_RATE: '0',
      NOTIFY_ON_CONTACT: 'false',
      MAIL_FROM: 'BCF <news@bcf.rw>',
    });
    expect(custom).toMatchObject({ from: 'BCF <news@bcf.rw>', rate: 0, staffEmails: ['a@bcf.rw', 'b@bcf.rw'], notifyOnContact: false });
    expect(settingsFrom({})).toMatchObject({ smtpUrl: undefined, from: undefined });
  });
});
