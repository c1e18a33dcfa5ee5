// Bytes of a first visit to each route at 375x800 (see tests/e2e/pageWeight.ts for what counts).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, PHONE } from '../tests/kit/builtSite.ts';
import { weighPage, type PageWeight } from '../tests/e2e/pageWeight.ts';

export async function weighPages(baseUrl: string, paths: string[], distDir: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: PHONE });
      weights.push(await weighPage(await context.newPage(), baseUrl, path, distDir));
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
