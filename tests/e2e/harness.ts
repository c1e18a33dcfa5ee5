/**
 * Browser-test harness: the real production build, served by the real server, driven in Chromium.
 *
 *   import { PHONE, DESKTOP, startE2E, type E2E } from './harness.ts';
 *
 *   let e2e: E2E;
 *   beforeAll(async () => { e2e = await startE2E(); });
 *   afterAll(() => e2e?.stop());
 *
 *   test('...', async () => {
 *     const page = await e2e.newPage(PHONE);        // a fresh context per page (axe needs one)
 *     await e2e.open(page, '/ImpactPage');          // loads it and waits for the start-up spinner to go
 *     expect(await axeViolations(page)).toEqual([]); // from ./axe.ts
 *   });
 *
 * startE2E():
 *   1. builds the app (`npm run build`) when dist/ is missing or older than its sources, once per run;
 *   2. starts the kit's TestServer (tests/kit/server.ts: buildApp on 127.0.0.1 with a free port, its
 *      own PGlite data folder, the kit's ADMIN and JWT secret) with production settings and dist/ as
 *      the site; its start-up spinner shows TEST_SPINNER_MS, not the site's 2 s (a test of the 2 s
 *      gives `startupSpinnerMs`);
 *   3. connects to the run's Chromium (CHROME_PATH, default Debian's headless shell: tests/kit/builtSite.ts), which
 *      tests/e2e/globalSetup.ts starts once for every file.
 * It returns { baseUrl, browser, server, newPage(viewport, options), open(page, path),
 * graphql(query, variables, token), stop() }.
 * stop() closes every context it opened, lets go of the browser, closes the server and removes what
 * it stored.
 *
 * withMailE2E(mail, options) does the same for a file whose site sends e-mail, from hooks of its
 * own: a test SMTP server started first, the site's links on PUBLIC_URL, both stopped after the tests.
 *
 *   const { e2e, smtp } = withMailE2E({ notifyOnSubscribe: false });
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../server/services.ts';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { Config } from '../../server/core/config.ts';
import { databases } from '../kit/databases.ts';
import { graphqlData } from '../kit/graphql.ts';
import { TestServer } from '../kit/server.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../kit/smtp.ts';
import { ADMIN, JWT_SECRET } from '../kit/settings.ts';
import { DESKTOP, DIST_DIR, PHONE, ROOT, ensureBuilt, type Viewport } from '../kit/builtSite.ts';

export { ADMIN, DESKTOP, DIST_DIR, JWT_SECRET, PHONE, ROOT, ensureBuilt, type Viewport };

/** How long the start-up spinner shows in these tests: every page load waits it out. */
export const TEST_SPINNER_MS = 50;
/** The longest the start-up spinner may take to go, on a slow machine. */
const SPINNER_WAIT_MS = 10_000;

export interface E2E {
  baseUrl: string;
  browser: Browser;
  server: FastifyInstance;
  /** The server's services (server/services.ts): its database, tables and features. */
  services: Services;
  /** A page in its own new context (so cookies, storage and viewport are per page). */
  newPage(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /** Loads `path` directly and waits until the start-up spinner has gone. */
  open(page: Page, path: string): Promise<void>;
  /** POST /graphql as a client would (with a token when given): the answer's data; an answer with errors throws them. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  stop(): Promise<void>;
}

/** Waits for the start-up spinner to leave (it shows on every full page load). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('.startup-spinner').waitFor({ state: 'detached', timeout: SPINNER_WAIT_MS });
}

/** `options` are added to the server's (e-mail tests give it a mail server). */
export async function startE2E(options: Partial<Config> = {}): Promise<E2E> {
  ensureBuilt();
  const contexts: BrowserContext[] = [];
  const server = new TestServer(databases[0]!, { distDir: DIST_DIR, production: true, startupSpinnerMs: TEST_SPINNER_MS, ...options });
  let browser: Browser | undefined;

  const stop = async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close().catch(() => {});
    // destroy() begins closing the app at once; every test has had its answers, so a response whose
    // body nobody read must not hold the close until its socket's idle timeout.
    const closing = server.destroy().catch(() => {});
    server.app?.server.closeAllConnections();
    await closing;
  };

  try {
    await server.start();
    browser = await chromium.connect(inject('chromiumEndpoint'));
    const launched = browser;
    const baseUrl = server.url;
    return {
      baseUrl,
      browser: launched,
      server: server.app,
      services: server.services,
      async newPage(viewport = PHONE, options = {}) {
        const context = await launched.newContext({ viewport, ...options });
        contexts.push(context);
        return context.newPage();
      },
      async open(page, path) {
        await page.goto(new URL(path, baseUrl).href);
        await waitForApp(page);
      },
      graphql: <T>(query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlData<T>(baseUrl, query, variables, token),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A site that mails through a test SMTP server of its own (`mailSettings(smtp, mail)`, links on
 * PUBLIC_URL, `options` on top), for the file's tests: the SMTP server and then the site start in a
 * beforeAll, and stop in an afterAll. `e2e` is ready from the first test on.
 */
export function withMailE2E(mail: Parameters<typeof mailSettings>[1] = {}, options: Partial<Config> = {}): { e2e: E2E; smtp: TestSmtpServer } {
  const smtp = new TestSmtpServer();
  // Filled when the site has started: the tests hold this one object from the start.
  const e2e = {} as E2E;
  let started: E2E | undefined;
  beforeAll(async () => {
    await smtp.start();
    started = await startE2E({ publicUrl: PUBLIC_URL, mail: mailSettings(smtp, mail), ...options });
    Object.assign(e2e, started);
  });
  afterAll(async () => {
    await started?.stop();
    await smtp.stop();
  });
  return { e2e, smtp };
}
