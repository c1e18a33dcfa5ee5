import axe from 'axe-core';
import type { AxeResults, PartialResult } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

// What @axe-core/playwright's AxeBuilder.analyze() does (axe.runPartial in the page and in each of
// its frames, then axe.finishRun), without its two costs per check: axe's source (about 600 KB)
// evaluated anew in the page, and a blank page opened to finish the run in, with the source
// evaluated there too. Here axe is put into a frame's document once, by the first check that finds
// it missing (a page load starts a new document without it), and the run is finished in the
// checked page itself, in the same call as the page's own part: axe's results (every rule's every
// element) would cross the browser's protocol three times otherwise, and a check wants only the
// violations. tests/e2e/axe.test.ts fails if a second check of a page evaluates the
// source again, or if these checks stop finding what AxeBuilder finds.

/** The part of axe a check calls in the page (serialisable values only cross to it). */
interface AxeInPage {
  axe: {
    utils: {
      getFrameContexts(context: unknown): { frameSelector: unknown; frameContext: unknown }[];
      shadowSelect(selector: unknown): Element | null;
    };
    runPartial(context: unknown, options: object): Promise<PartialResult>;
    finishRun(partials: (PartialResult | null)[], options: object): Promise<AxeResults>;
  };
}

/** How many times this process has evaluated axe's source in a frame (its test reads it). */
export const axeInjections = { count: 0 };

async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate('typeof window.axe?.runPartial === "function"')) return;
  axeInjections.count++;
  await frame.evaluate(axe.source);
  // As AxeBuilder configures the frames it injects: results only from frames of the page's origin.
  await frame.evaluate(`axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
}

/**
 * axe.runPartial in each frame inside `frame` that answers, as AxeBuilder does, each frame's own
 * result first; a frame that cannot be checked (another origin, still loading) counts as one
 * without results.
 */
async function framePartials(frame: Frame, context: unknown): Promise<(PartialResult | null)[]> {
  const frames = await frame.evaluate((within) => (window as unknown as AxeInPage).axe.utils.getFrameContexts(within), context);
  const partials: (PartialResult | null)[] = [];
  for (const { frameSelector, frameContext } of frames) {
    const handle = await frame.evaluateHandle((selector) => (window as unknown as AxeInPage).axe.utils.shadowSelect(selector), frameSelector);
    const child = await handle.asElement()?.contentFrame();
    await handle.dispose();
    if (!child) {
      partials.push(null);
      continue;
    }
    try {
      await ensureAxe(child);
      const own = await child.evaluate((within) => (window as unknown as AxeInPage).axe.runPartial(within, {}), frameContext);
      partials.push(own, ...(await framePartials(child, frameContext)));
    } catch {
      partials.push(null);
    }
  }
  return partials;
}

/** What a check answers: axe's whole results, or one line a violation. */
type Summary = 'results' | 'violations';

/**
 * The check of the page, run as AxeBuilder runs it (the page's own partial result, then its
 * frames', finished together), with the page's partial result and the finish kept in the page: only
 * the frames' partial results cross to the test, and back only what `summary` asks for.
 */
async function check<S extends Summary>(page: Page, summary: S): Promise<S extends 'results' ? AxeResults : string[]> {
  // AxeBuilder's context when no element is included or excluded.
  const context = { include: [], exclude: [] };
  const main = page.mainFrame();
  await ensureAxe(main);
  const children = await framePartials(main, context);
  return main.evaluate(
    async ({ within, frames, lines }) => {
      const { axe: inPage } = window as unknown as AxeInPage;
      const own = await inPage.runPartial(within, {});
      const results = await inPage.finishRun([own, ...frames], {});
      if (!lines) return results;
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
      );
    },
    { within: context, frames: children, lines: summary === 'violations' },
  ) as Promise<S extends 'results' ? AxeResults : string[]>;
}

/** axe's results for the page, as AxeBuilder's analyze() gives them. */
export function analyze(page: Page): Promise<AxeResults> {
  return check(page, 'results');
}

/**
 * axe's violations on the page, one line each: the rule, the elements it found and why. A toast
 * fading in or out has, for a moment, too little contrast, so the page is checked once every toast
 * has gone; a test whose last step shows a toast waits for that toast first, since toasts arrive
 * with their own script a moment after the step that asked for them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.locator('.Toastify__toast').last().waitFor({ state: 'detached', timeout: 10_000 });
  return check(page, 'violations');
}
