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
 *   2. starts buildApp() (server/app.ts) on 127.0.0.1 with a free port, a temporary DATA_DIR, the
 *      admin account ADMIN below, production settings, and dist/ as the site; its start-up spinner
 *      shows TEST_SPINNER_MS, not the site's 2 s (a test of the 2 s gives `startupSpinnerMs`);
 *   3. connects to the run's Chromium (CHROME_PATH, default /usr/bin/chromium, headless), which
 *      tests/e2e/globalSetup.ts starts once for every file.
 * It returns { baseUrl, browser, server, newPage(viewport, options), open(page, path),
 * graphql(query, variables, token), stop() }.
 * stop() closes every context it opened, lets go of the browser, closes the server and removes the
 * data dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { preparePgliteDir } from '../kit/pgliteTemplate.ts';
import { testConfig } from '../kit/server.ts';
import { DESKTOP, DIST_DIR, PHONE, ROOT, ensureBuilt, type Viewport } from '../kit/builtSite.ts';

export { DESKTOP, DIST_DIR, PHONE, ROOT, ensureBuilt, type Viewport };


export const ADMIN = { email: 'e2e-admin@bcf.test', password: 'e2e password long enough' };

/** How long the start-up spinner shows in these tests: every page load waits it out. */
export const TEST_SPINNER_MS = 50;
/** The longest the start-up spinner may take to go, on a slow machine. */
const SPINNER_WAIT_MS = 10_000;

export interface E2E {
  baseUrl: string;
  browser: Browser;
  server: FastifyInstance;
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
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-e2e-'));
  const contexts: BrowserContext[] = [];
  let server: FastifyInstance | undefined;
  let browser: Browser | undefined;

  const stop = async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close().catch(() => {});
    // Every test has had its answers: a response whose body nobody read must not hold the close
    // until its socket's idle timeout.
    const closing = server?.close().catch(() => {});
    server?.server.closeAllConnections();
    await closing;
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await preparePgliteDir(dataDir, { migrated: true });
    server = await buildApp(testConfig({
      dataDir,
      distDir: DIST_DIR,
      production: true,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-keys',
      startupSpinnerMs: TEST_SPINNER_MS,
      ...options,
    }));
    const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.connect(inject('chromiumEndpoint'));
    const launched = browser;
    return {
      baseUrl,
      browser: launched,
      server,
      async newPage(viewport = PHONE, options = {}) {
        const context = await launched.newContext({ viewport, ...options });
        contexts.push(context);
        return context.newPage();
      },
      async open(page, path) {
        await page.goto(new URL(path, baseUrl).href);
        await waitForApp(page);
      },
      async graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
        const response = await fetch(new URL('/graphql', baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const answer = (await response.json()) as { data?: T; errors?: unknown[] };
        if (answer.errors || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
        return answer.data;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
