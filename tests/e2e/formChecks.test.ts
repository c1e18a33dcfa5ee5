// Forms check when they are submitted, never when a field is left: a person who types a wrong value
// and at once clicks the next control gets that control, on each kind of form (giving, contact,
// subscribe, login, an admin dialog), at a phone's size and a desktop's. A click is one press and
// one release at the place the control had while the field was still being typed in; the page draws
// what the press did (the field it left) before the release, as it does during a person's click. A
// message shown on blur would push the control from under the pointer, and the release would miss.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { ADMIN, DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
let token = '';

beforeAll(async () => {
  e2e = await startE2E();
  token = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;
});
afterAll(() => e2e?.stop());

const SIZES = [
  { size: 'phone', viewport: PHONE },
  { size: 'desktop', viewport: DESKTOP },
];

/** Until the page has drawn twice: what an event just did is on the screen. */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * A person's click on `control` while another field has the keyboard: the pointer goes to where the
 * control is, is pressed (the field is left), the page draws what that did, and the pointer is
 * released. Answers whether the release was on the control the press was on, as a click needs.
 */
async function clickAsAPerson(page: Page, control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await framesDrawn(page);
  const stillThere = await control.evaluate((element, { x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  }, point);
  await page.mouse.up();
  return stillThere;
}

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

describe.each(SIZES)('at a $size size', ({ viewport }) => {
  test('the giving form: a wrong amount, then one click on a way of giving chooses it; the message comes with Give and goes as the amount is put right', async () => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/DonatePage#give');
    const form = page.getByRole('form', { name: 'Giving form' });
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await amount.fill('12.5');
    const mtn = form.getByRole('radio', { name: 'MTN Mobile Money' });

    expect(await clickAsAPerson(page, mtn)).toBe(true);
    expect(await mtn.isChecked()).toBe(true);
    expect(await form.getByText('Enter the amount as a whole number').count()).toBe(0);

    // Give: the message, and the keyboard on the amount.
    await form.getByRole('button', { name: 'Give' }).click();
    await form.getByText('Enter the amount as a whole number').waitFor();
    await expect.poll(() => isFocused(amount)).toBe(true);
    // A field that was fine is not flagged as it is typed in; the amount's message goes once it is right.
    await form.getByRole('textbox', { name: 'Email' }).fill('someone@');
    await amount.fill('12500');
    await form.getByText('Enter the amount as a whole number').waitFor({ state: 'detached' });
    expect(await form.getByText('Enter a valid e-mail address').count()).toBe(0);
    expect(await form.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
  });

  test('the contact form: a wrong e-mail address, then one click in the message takes the keyboard there', async () => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/ContactPage');
    await page.getByRole('textbox', { name: 'Name' }).fill('Aline');
    await page.getByRole('textbox', { name: 'Email' }).fill('aline@');
    const message = page.getByRole('textbox', { name: 'Message' });

    expect(await clickAsAPerson(page, message)).toBe(true);
    expect(await isFocused(message)).toBe(true);
    expect(await page.getByText('Enter a valid email!').count()).toBe(0);
  });

  test('the subscribe form: a wrong address, then one click on Subscribe submits it, and its message shows', async () => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/');
    await page.getByRole('region', { name: 'Get in Touch With Us' }).scrollIntoViewIfNeeded();
    const field = page.getByRole('textbox', { name: 'Your email address' });
    await field.fill('someone@nowhere');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    expect(await clickAsAPerson(page, subscribe)).toBe(true);
    await page.getByText('Enter a valid email!').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });

  test('the login form: an e-mail of spaces, then one click in the password takes the keyboard there', async () => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/LoginIn');
    await page.getByRole('textbox', { name: 'Email' }).fill('   ');
    const password = page.getByLabel(/^Password/);

    expect(await clickAsAPerson(page, password)).toBe(true);
    expect(await isFocused(password)).toBe(true);
    expect(await page.getByText('Email is Required, can not be empty').count()).toBe(0);
  });

  test('a campaign dialog: a title of spaces, then one click in the description takes the keyboard there; Save flags the title', async () => {
    const page = await e2e.newPage(viewport);
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
    await e2e.open(page, '/admin/donations/campaigns');
    await page.getByRole('button', { name: 'New campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await title.fill('   ');
    const description = dialog.getByRole('textbox', { name: /^Description/ });

    expect(await clickAsAPerson(page, description)).toBe(true);
    expect(await isFocused(description)).toBe(true);
    expect(await title.getAttribute('aria-invalid')).toBeNull();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(title)).toBe(true);
  });
});
