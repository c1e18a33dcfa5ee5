import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { PUBLIC_URL, TestSmtpServer, linkIn, mailSettings } from '../../kit/smtp.ts';
import { exchange, head, multipart, write, type Exchange } from './rawHttp.ts';
import { standInSite } from '../../kit/builtSite.ts';

const CONFIRM = `${PUBLIC_URL}/subscription/confirm?token=`;
const UNSUBSCRIBE = `${PUBLIC_URL}/Unsubscribe?token=`;
const ONE_CLICK = 'List-Unsubscribe=One-Click';

describe.each(databasesOf(import.meta.url))('e-mail links under attack on $name', (kind) => {
  const smtp = new TestSmtpServer();
  // A stand-in for the built app, so that the unsubscribe page answers as in production.
  const distDir = standInSite();
  let server: TestServer;

  beforeAll(async () => {
    await smtp.start();
    // One subscriber per attack, all from this test's one address: the per-address subscribe limit is raised.
    server = await new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), distDir, subscribeLimitPerHour: 1_000 }).start();
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const statusOf = async (email: string) =>
    (await server.services.db.query<{ status: string }>('SELECT status FROM subscribers WHERE email = $1', [email]))[0]?.status;

  /** A link from the e-mail, pointed at the test server. */
  async function linkFromMail(email: string, nth: number, prefix: string): Promise<string> {
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBeGreaterThan(nth);
    return linkIn(smtp.to(email)[nth]!.mail.text, prefix).replace(PUBLIC_URL, server.url);
  }

  async function subscribe(email: string): Promise<string> {
    const result = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
    expect(result.errors).toBeUndefined();
    return linkFromMail(email, 0, CONFIRM);
  }

  /** A confirmed subscriber's unsubscribe link (from the welcome e-mail). */
  async function activeSubscriber(email: string): Promise<string> {
    const confirm = await subscribe(email);
    expect((await fetch(confirm, { redirect: 'manual' })).headers.get('location')).toBe('/SubscriptionConfirmed');
    return linkFromMail(email, 1, UNSUBSCRIBE);
  }

  describe('the one-click unsubscribe form', () => {
    const boundary = `----form${randomBytes(8).toString('hex')}`;
    const file = randomBytes(200 * 1024);
    const multipartType = `multipart/form-data; boundary=${boundary}`;

    /** Writes the body in 64 KB chunks for as long as the server reads it (50 MB at most). */
    async function stream(socket: Parameters<Parameters<typeof exchange>[1]>[0], gone: AbortSignal, first: Buffer) {
      await write(socket, `${first.length.toString(16)}\r\n`);
      await write(socket, Buffer.concat([first, Buffer.from('\r\n')]));
      const chunk = Buffer.concat([Buffer.from(`10000\r\n`), randomBytes(0x10000), Buffer.from('\r\n')]);
      for (let sent = 0; sent < 50 * 1024 * 1024 && !gone.aborted; sent += chunk.length) await write(socket, chunk);
    }

    // `closes`: the body was refused before it was read to its end, so the server closes the connection.
    const attacks: { name: string; status: number; closes?: boolean; send: (url: string) => Promise<Exchange> }[] = [
      {
        name: 'a 200 KB file part, as `curl -F f=@file` sends it',
        status: 413,
        closes: true,
        send: (url) => {
          const body = multipart(boundary, [{ name: 'f', value: file, filename: '200KB.bin' }]);
          return exchange(url, async (socket) => {
            await write(socket, head('POST', url, { 'Content-Type': multipartType, 'Content-Length': body.length }));
            await write(socket, body);
          });
        },
      },
      {
        name: 'a 200 KB file part after the one-click field, chunked (no length announced)',
        status: 413,
        closes: true,
        send: (url) => {
          const body = multipart(boundary, [{ name: 'List-Unsubscribe', value: 'One-Click' }, { name: 'f', value: file, filename: 'a.bin' }]);
          return exchange(url, async (socket) => {
            await write(socket, head('POST', url, { 'Content-Type': multipartType, 'Transfer-Encoding': 'chunked' }));
            await write(socket, `${body.length.toString(16)}\r\n`);
            await write(socket, Buffer.concat([body, Buffer.from('\r\n0\r\n\r\n')]));
          });
        },
      },
      {
        name: 'a small file part beside the one-click field',
        status: 400,
        send: (url) => {
          const body = multipart(boundary, [{ name: 'List-Unsubscribe', value: 'One-Click' }, { name: 'f', value: 'tiny', filename: 'a.txt' }]);
          return exchange(url, (socket) => write(socket, Buffer.concat([Buffer.from(head('POST', url, { 'Content-Type': multipartType, 'Content-Length': body.length })), body])));
        },
      },
      {
        name: 'a multipart body that never ends (50 MB streamed)',
        status: 413,
        closes: true,
        send: (url) =>
          exchange(url, async (socket, gone) => {
            await write(socket, head('POST', url, { 'Content-Type': multipartType, 'Transfer-Encoding': 'chunked' }));
            await stream(socket, gone, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="endless"\r\n\r\n`));
          }),
      },
      {
        name: 'a text/plain body that never ends',
        status: 415,
        closes: true,
        send: (url) =>
          exchange(url, async (socket, gone) => {
            await write(socket, head('POST', url, { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' }));
            await stream(socket, gone, Buffer.from(ONE_CLICK));
          }),
      },
      {
        name: 'a boundary that is not the one announced',
        status: 400,
        send: (url) => {
          const body = multipart('something-else', [{ name: 'List-Unsubscribe', value: 'One-Click' }]);
          return exchange(url, (socket) => write(socket, Buffer.concat([Buffer.from(head('POST', url, { 'Content-Type': multipartType, 'Content-Length': body.length })), body])));
        },
      },
      {
        name: 'multipart with no boundary at all',
        status: 400,
        send: (url) => {
          const body = multipart(boundary, [{ name: 'List-Unsubscribe', value: 'One-Click' }]);
          return exchange(url, (socket) => write(socket, Buffer.concat([Buffer.from(head('POST', url, { 'Content-Type': 'multipart/form-data', 'Content-Length': body.length })), body])));
        },
      },
      {
        name: 'multipart cut short (no closing boundary)',
        status: 400,
        send: (url) => {
          const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click`);
          return exchange(url, (socket) => write(socket, Buffer.concat([Buffer.from(head('POST', url, { 'Content-Type': multipartType, 'Content-Length': body.length })), body])));
        },
      },
      ...(['text/plain', 'application/json', 'application/xml'] as const).map((type) => ({
        name: `the one-click text as ${type}`,
        status: 415,
        send: (url: string) =>
          exchange(url, (socket) => write(socket, head('POST', url, { 'Content-Type': type, 'Content-Length': ONE_CLICK.length }) + ONE_CLICK)),
      })),
      {
        name: 'a body with no Content-Type',
        status: 415,
        send: (url) => exchange(url, (socket) => write(socket, head('POST', url, { 'Content-Length': ONE_CLICK.length }) + ONE_CLICK)),
      },
      {
        name: 'a 5 KB urlencoded form',
        status: 413,
        closes: true,
        send: (url) => {
          const body = `${ONE_CLICK}&pad=${'a'.repeat(5 * 1024)}`;
          return exchange(url, (socket) =>
            write(socket, head('POST', url, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length }) + body),
          );
        },
      },
    ];

    test.each(attacks)('$name: answered $status within a second, and the subscriber stays ACTIVE', async ({ status, closes, send }) => {
      const email = `target-${randomBytes(4).toString('hex')}@example.org`;
      const link = await activeSubscriber(email);
      const seen = await send(link);
      expect(seen.status, `within 3 s the server sent: ${JSON.stringify(seen.response.slice(0, 40))}`).toBe(status);
      expect(seen.answeredMs).toBeLessThan(1_000);
      if (closes) {
        expect(seen.response).toMatch(/^connection: close\r$/im);
        expect(seen.closedMs).not.toBeNull();
        expect(seen.closedMs!).toBeLessThan(1_000);
      }
      expect(seen.response).toMatch(/^content-type: text\/plain/im);
      expect(await statusOf(email)).toBe('ACTIVE');
    });

    test('one-click still unsubscribes, as a urlencoded form and as multipart with the one field', async () => {
      const urlencoded = await activeSubscriber('one-click-form@example.org');
      const first = await fetch(urlencoded, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: ONE_CLICK });
      expect(first.status).toBe(200);
      expect(await first.text()).toBe(MAIL_TEXTS.unsubscribed);
      expect(await statusOf('one-click-form@example.org')).toBe('UNSUBSCRIBED');

      const multipartLink = await activeSubscriber('one-click-multipart@example.org');
      const form = new FormData();
      form.append('List-Unsubscribe', 'One-Click');
      const second = await fetch(multipartLink, { method: 'POST', body: form });
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(MAIL_TEXTS.unsubscribed);
      expect(await statusOf('one-click-multipart@example.org')).toBe('UNSUBSCRIBED');
    });
  });

  describe('HEAD, as mail scanners send it', () => {
    test('HEAD on a confirmation link leaves the address PENDING; the GET then confirms', async () => {
      const email = 'scanned-confirm@example.org';
      const link = await subscribe(email);
      const scanned = await fetch(link, { method: 'HEAD', redirect: 'manual' });
      expect(scanned.status).toBe(200);
      expect(scanned.headers.get('cache-control')).toBe('no-store');
      // A confirmation that should not have happened would have queued its welcome by now.
      await server.mailSettled();
      expect(await statusOf(email)).toBe('PENDING');
      expect(smtp.to(email)).toHaveLength(1);
      expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/SubscriptionConfirmed');
      expect(await statusOf(email)).toBe('ACTIVE');
    });

    test('HEAD on an unsubscribe link leaves the address ACTIVE', async () => {
      const email = 'scanned-unsubscribe@example.org';
      const link = await activeSubscriber(email);
      const scanned = await fetch(link, { method: 'HEAD' });
      expect(scanned.status).toBe(200);
      expect(await statusOf(email)).toBe('ACTIVE');
    });
  });
});
