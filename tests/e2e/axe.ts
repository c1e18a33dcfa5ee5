import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's violations on the page, one line each: the rule, the elements it found and why. A toast
 * fading in or out has, for a moment, too little contrast, so the page is checked once every toast
 * has gone; a test whose last step shows a toast waits for that toast first, since toasts arrive
 * with their own script a moment after the step that asked for them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.locator('.Toastify__toast').last().waitFor({ state: 'detached', timeout: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
  );
}
