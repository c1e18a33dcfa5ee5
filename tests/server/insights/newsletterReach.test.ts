// A newsletter's reach through a real SMTP server on 127.0.0.1: recipients, what the mail server
// accepted and refused, who unsubscribed within 7 days of it (only those it reached) and the
// visits it brought (views with source 'newsletter'); every link of it to a page of the site says
// ref=newsletter with the server's mark, the same for every recipient.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kigaliDate } from '../../../shared/kigaliTime.ts';
import { loadJwtSecret } from '../../../server/core/secret.ts';
import { newsletterMark } from '../../../server/subscribers/links.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { databasesOf } from '../../kit/databases.ts';
import { ADD_POST, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, linkIn } from '../../kit/smtp.ts';
import { NEWSLETTER_REACH, countViews, someone } from './documents.ts';
import { withMailServer } from '../../kit/withServer.ts';

const SEND = 'mutation ($input: ID!) { sendPostToSubscribers(input: $input) { id total } }';

interface Reach {
  sendId: string;
  title: string;
  queuedAt: number;
  recipients: number;
  accepted: number;
  failed: number;
  unsubscribed: number;
  visits: number;
}

/** Every address of the site an e-mail links, from its HTML (attributes unescaped) and its text. */
function siteLinks(html: string, text: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const written = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  return [...hrefs, ...written].filter((link) => link.startsWith(`${PUBLIC_URL}/`) || link === PUBLIC_URL);
}

describe.each(databasesOf(import.meta.url))('newsletter reach on $name', (kind) => {
  const distDir = standInSite();
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
  });

  const reach = async () => {
    const answer = await server.gql<{ newsletterReach: Reach[] }>(NEWSLETTER_REACH, { period: 'LAST_7_DAYS' }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.newsletterReach;
  };

  test('sent to two subscribers, one refused by the mail server: recipients 2, accepted 1, failed 1; then its unsubscribes and visits', async () => {
    const [reader, refused] = ['reader@example.org', 'refused@example.org'];
    const subscribers = [];
    for (const email of [reader, refused]) subscribers.push((await server.services.repos.subscribers.insert(email))!);
    smtp.refused.add(refused);
    const post = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Reach of a story' }) }, token);
    const queued = await server.gql<{ sendPostToSubscribers: { id: string; total: number } }>(SEND, { input: post.data!.addPost._id }, token);
    expect(queued.data!.sendPostToSubscribers.total).toBe(2);
    await expect.poll(async () => (await reach()).map((send) => send.accepted + send.failed), { timeout: 20_000 }).toEqual([2]);

    const [send] = await reach();
    expect(send).toMatchObject({ sendId: queued.data!.sendPostToSubscribers.id, title: 'Reach of a story', recipients: 2, accepted: 1, failed: 1, unsubscribed: 0, visits: 0 });
    expect(Date.now() - send!.queuedAt).toBeLessThan(60_000);

    // Every link of it to a page of the site carries ref=newsletter; the subscription's own links
    // (unsubscribe, another language) do not, and the address it offers to share is a plain one.
    const { mail } = await smtp.waitFor(reader, (message) => message.mail.subject === 'Reach of a story');
    const links = siteLinks(String(mail.html), mail.text ?? '');
    const own = (link: string) => /^\/(?:[a-z]{2}\/)?Unsubscribe$/.test(new URL(link).pathname);
    const pages = links.filter((link) => !own(link));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const mark = newsletterMark(loadJwtSecret(server.app.config.dataDir, server.app.config.jwtSecret));
    for (const link of pages) {
      expect(new URL(link).searchParams.getAll('ref'), link).toEqual(['newsletter']);
      expect(new URL(link).searchParams.getAll('nl'), link).toEqual([mark]);
    }
    expect(links.filter(own).length).toBeGreaterThanOrEqual(2);
    for (const link of links.filter(own)) expect(new URL(link).searchParams.has('ref'), link).toBe(false);
    expect(mail.text).toContain(`https://wa.me/?text=${encodeURIComponent(`Reach of a story ${PUBLIC_URL}/ActivityDetailsPage/${post.data!.addPost._id}`)}`);

    // Visits it brought: views with source 'newsletter' from its day on; others are not its own.
    const now = Date.now();
    await countViews(
      server,
      [
        { at: now - 60_000, path: '/ActivityDetailsPage/:postId', postId: post.data!.addPost._id, source: 'newsletter', visitor: someone() },
        { at: now - 60_000, path: '/', source: 'newsletter', visitor: someone() },
        { at: now - 60_000, path: '/', source: 'google.com', visitor: someone() },
      ],
      kigaliDate,
    );
    // The reader leaves by the e-mail's own link (one click); the refused address leaves too, but it never received it.
    const unsubscribe = linkIn(mail.text, `${PUBLIC_URL}/Unsubscribe?token=`).replace(PUBLIC_URL, server.url);
    const left = await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(left.status).toBe(200);
    await server.services.repos.subscribers.unsubscribe(subscribers[1]!.id);
    expect(await reach()).toEqual([{ ...send, unsubscribed: 1, visits: 2 }]);

    // Erasing the reader leaves the counts: nothing in them names anyone.
    await server.services.repos.subscribers.remove(subscribers[0]!.id);
    expect(await reach()).toEqual([{ ...send, unsubscribed: 1, visits: 2 }]);
  });

  test("a send older than 7 days is not the reach of an unsubscribe now", async () => {
    const email = 'late@example.org';
    const subscriber = (await server.services.repos.subscribers.insert(email))!;
    const post = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'An older story' }) }, token);
    const queued = await server.gql<{ sendPostToSubscribers: { id: string } }>(SEND, { input: post.data!.addPost._id }, token);
    const id = queued.data!.sendPostToSubscribers.id;
    await expect.poll(async () => (await reach()).find((send) => send.sendId === id)?.accepted, { timeout: 20_000 }).toBe(1);
    await server.services.db.query(`UPDATE newsletter_sends SET date_queued = now() - interval '8 days' WHERE id = $1`, [id]);
    await server.services.repos.subscribers.unsubscribe(subscriber.id);
    const month = await server.gql<{ newsletterReach: Reach[] }>(NEWSLETTER_REACH, { period: 'LAST_30_DAYS' }, token);
    expect(month.data!.newsletterReach.find((send) => send.sendId === id)).toMatchObject({ recipients: 1, accepted: 1, unsubscribed: 0 });
    expect((await reach()).find((send) => send.sendId === id)).toBeUndefined();
  });
});
