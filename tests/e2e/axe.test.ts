// The axe check of tests/e2e/axe.ts, held to @axe-core/playwright's AxeBuilder (what it replaces):
// the same findings, and axe's source evaluated once per page load, not once per check.
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { analyze, axeInjections, axeViolations } from './axe.ts';
import { DESKTOP, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** The rules that failed or passed and the elements they name, in an order that does not depend on the run. */
function findings(results: Awaited<ReturnType<typeof analyze>>) {
  const lines = (rules: typeof results.violations) =>
    rules.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(' ')).sort().join(', ')}`).sort();
  return { violations: lines(results.violations), passes: lines(results.passes), incomplete: lines(results.incomplete) };
}

/**
 * AxeBuilder on `page`, with the same axe as ours. It gives each frame one second to take axe's
 * 600 KB source and counts a frame that overruns as one it could not check ("frame-tested" among
 * its incomplete findings): a busy machine overruns it even where the source only finds axe there.
 * Our check has already put axe in every frame, so the source is evaluated only where it is not, and
 * a run that could not check a frame is not a reference: it is run again, up to five times.
 */
async function reference(page: Page) {
  const builder = () => new AxeBuilder({ page, axeSource: `if (typeof window.axe === 'undefined') {\n${axe.source}\n}` });
  let results = await builder().analyze();
  for (let run = 1; run < 5 && results.incomplete.some((rule) => rule.id === 'frame-tested'); run++) results = await builder().analyze();
  return results;
}

test('finds what AxeBuilder finds: on a page with faults of its own and on a page of the app', async () => {
  const page = await e2e.newPage(DESKTOP);
  await page.setContent('<html><body><img src="/x.png"><a href="/"></a><iframe srcdoc="<button></button>"></iframe></body></html>');
  const ours = findings(await analyze(page));
  expect(ours.violations.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['html-has-lang', 'image-alt', 'link-name']));
  // The frame of the page's own origin is checked too: its unnamed button.
  expect(ours.violations.some((line) => line.startsWith('button-name:'))).toBe(true);
  expect(ours).toEqual(findings(await reference(page)));

  await e2e.open(page, '/ContactPage');
  expect(findings(await analyze(page))).toEqual(findings(await reference(page)));
});

test('evaluates axe in a page once per load, however many checks', async () => {
  const page = await e2e.newPage(DESKTOP);
  await e2e.open(page, '/WhoWeArePage');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const before = axeInjections.count;
  expect(await axeViolations(page)).toEqual([]);
  expect(axeInjections.count).toBe(before + 1);
  // Moving inside the app keeps the document, and axe in it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Impact', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Impact: What do YOU care about?');
  expect(await axeViolations(page)).toEqual([]);
  expect(axeInjections.count).toBe(before + 1);
  // A load is a new document: axe is put in again.
  await e2e.open(page, '/FrequentAskedQuestions');
  // Checked once the page's own content is there (its script may arrive after the start-up spinner).
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect(axeInjections.count).toBe(before + 2);
});
