/**
 * Once per run of the browser tests: builds the site when it is missing or stale, and starts one
 * Chromium that every file connects to (tests/e2e/harness.ts). Each page still gets a context of
 * its own, so files share the browser's process and nothing else.
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureBuilt } from '../kit/builtSite.ts';
import { beginTestRun } from '../kit/pgliteTemplate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (BrowserType.connect). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  const endRun = beginTestRun();
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await endRun();
  };
}
