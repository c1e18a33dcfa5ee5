// The attack review's low findings about e-mail: a send to nobody used up the post's one send, a
// contact name with CR/LF wrote fake header lines into the staff notice's text, and the welcome
// e-mail had no List-Unsubscribe.
import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { ADD_POST, MAKE_SUBSCRIBE, SEND_CONTACT_MESSAGE, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, STAFF, linkIn } from '../../kit/smtp.ts';
import { withMailServer } from '../../kit/withServer.ts';

const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id total } }`;
const SENDS = `query { getNewsletterSends { id post_id total } }`;

describe.each(databasesOf(import.meta.url))('e-mail hardening on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  async function subscribeAndConfirm(email: string) {
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })).errors).toBeUndefined();
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
    const link = linkIn(smtp.to(email)[0]!.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`).replace(PUBLIC_URL, server.url);
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/SubscriptionConfirmed');
  }

  test('a send to 0 active subscribers is refused and does not use up the post\'s send', async () => {
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'For later' }) }, token);
    const postId = added.data!.addPost._id;
    // Someone pending does not count: nobody has confirmed yet.
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'not-yet@example.test' } })).errors).toBeUndefined();

    const refused = await server.gql(SEND, { input: postId }, token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Nobody to send to yet', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await server.gql<{ getNewsletterSends: unknown[] }>(SENDS, {}, token)).data!.getNewsletterSends).toEqual([]);

    await subscribeAndConfirm('first-reader@example.test');
    const sent = await server.gql<{ sendPostToSubscribers: { total: number } }>(SEND, { input: postId }, token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendPostToSubscribers.total).toBe(1);
    await expect.poll(() => smtp.to('first-reader@example.test').filter((m) => m.mail.subject === 'For later').length, { timeout: 10_000 }).toBe(1);
  });

  test('the welcome e-mail carries List-Unsubscribe and List-Unsubscribe-Post, and its link works with one click', async () => {
    const email = 'welcome-headers@example.test';
    await subscribeAndConfirm(email);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    const welcome = smtp.to(email).find((m) => m.mail.subject?.startsWith('Welcome'))!.mail;
    const unsubscribe = linkIn(welcome.text, `${PUBLIC_URL}/Unsubscribe?token=`);
    const header = String(welcome.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).replace(/\r\n\s+/g, ' ');
    expect(header).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(welcome.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const response = await fetch(unsubscribe.replace(PUBLIC_URL, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const rows = await server.services.db.query<{ status: string }>(`SELECT status FROM subscribers WHERE email = $1`, [email]);
    expect(rows[0]!.status).toBe('UNSUBSCRIBED');
  });

  test('control characters in a contact name never reach an e-mail', async () => {
    const name = 'Eve\r\nSubject: Urgent: reset your password\r\nFrom: Director <director@bcf.example>\u2028\u0085x';
    const result = await server.gql(SEND_CONTACT_MESSAGE, {
      input: { name, email: 'eve@example.test', message: 'Please read the lines above this message.' },
    });
    expect(result.errors).toBeUndefined();
    await expect.poll(() => smtp.to(STAFF).filter((m) => m.mail.subject?.includes('Eve')).length, { timeout: 10_000 }).toBe(1);
    const notice = smtp.to(STAFF).find((m) => m.mail.subject?.includes('Eve'))!.mail;
    const lines = notice.text!.split(/\r?\n/);
    expect(lines.some((line) => line.startsWith('Subject:'))).toBe(false);
    expect(lines.some((line) => line.startsWith('From: Director'))).toBe(false);
    expect(lines).toContain('From: Eve Subject: Urgent: reset your password From: Director <director@bcf.example> x <eve@example.test>');
    expect(notice.subject).toBe('New message from Eve Subject: Urgent: reset your password From: Director <director@bcf.example> x through the website');
    const stored = await server.services.db.query<{ name: string }>(`SELECT name FROM contact_messages WHERE email = 'eve@example.test'`);
    expect(stored[0]!.name).not.toMatch(/[\r\n\u2028\u0085]/);
  });
});
