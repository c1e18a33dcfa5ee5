// One helper per kind of test server, for the tests of the block it is called in: started in a
// beforeAll, stopped and removed in an afterAll, in that order.
//
//   describe.each(databasesOf(import.meta.url))('posts on $name', (kind) => {
//     const server = withServer(kind, { seed: false });
//     const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL });
//     const owner = signedIn(server);   // owner.token in the block's tests
//
// A feature's tests build theirs on these (tests/server/bounces/kit.ts: withBounceServer). A test
// that starts a server of its own for one test, a second server, or one whose start must fail
// writes the TestServer itself.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/core/config.ts';
import { standInSite, type StandInSite } from './builtSite.ts';
import type { DatabaseKind } from './databases.ts';
import { TestServer } from './server.ts';
import { TestSmtpServer, mailSettings } from './smtp.ts';

type MailOverrides = NonNullable<Parameters<typeof mailSettings>[1]>;

/** A TestServer on `kind` with `options`, started before the block's tests and removed after them. */
export function withServer(kind: DatabaseKind, options: Partial<Config> = {}, transport: TestServer['transport'] = {}): TestServer {
  const server = new TestServer(kind, options, transport);
  beforeAll(() => server.start());
  afterAll(() => server.destroy());
  return server;
}

/**
 * A TestServer on `kind` with `options` that serves a stand-in of the built site (`standInSite`, in
 * its data folder, with `site`'s template, route manifest and files), started before the block's
 * tests and removed after them.
 */
export function withSiteServer(kind: DatabaseKind, options: Partial<Config> = {}, site: StandInSite = {}): TestServer {
  const server = new TestServer(kind, options);
  beforeAll(async () => {
    server.options.distDir = standInSite(server.dataDir, site);
    await server.start();
  });
  afterAll(() => server.destroy());
  return server;
}

/** A test SMTP server, and a TestServer on `kind` with `options` that mails through it (`mailSettings(smtp, mail)`). */
export function withMailServer(
  kind: DatabaseKind,
  options: Partial<Config> = {},
  mail: MailOverrides = {},
): { server: TestServer; smtp: TestSmtpServer } {
  const smtp = new TestSmtpServer();
  const server = new TestServer(kind, options);
  beforeAll(async () => {
    await smtp.start();
    // Its port is known once it listens; the server reads its options when it starts.
    server.options.mail = mailSettings(smtp, mail);
    await server.start();
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
  });
  return { server, smtp };
}

/**
 * The kit's Owner (ADMIN) signed in on `server` before the block's tests, after the hooks above it
 * have started the server: `owner.token` in a test.
 */
export function signedIn(server: TestServer): { token: string } {
  const owner = { token: '' };
  beforeAll(async () => {
    owner.token = await server.login();
  });
  return owner;
}
