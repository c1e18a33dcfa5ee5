// Forms check when they are submitted; the subscribe field also when it is left, in a line kept for
// its message. Either way a person who types a wrong value and at once clicks the next control gets
// that control, on each kind of form (giving, contact, subscribe, login, an admin dialog), at a
// phone's size and a desktop's. A click is one press and one release at the place the control had
// while the field was still being typed in; the page draws what the press did (the field it left)
// before the release, as it does during a person's click. A message that pushed the control from
// under the pointer would make the release miss.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { axeViolations } from './axe.ts';
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

/** The home page's subscribe section in each language, and its field's two messages. */
const SUBSCRIBE_TEXTS = [
  { home: '/', section: 'Get in Touch With Us', field: 'Your email address', subscribe: 'Subscribe', required: 'Email is required!', invalid: 'Enter a valid email!' },
  {
    home: '/fr/',
    section: 'Restez en contact avec nous',
    field: 'Votre adresse e-mail',
    subscribe: 'S’abonner',
    required: 'L’adresse e-mail est obligatoire !',
    invalid: 'Saisissez une adresse e-mail valide !',
  },
  {
    home: '/rw/',
    section: 'Tugumane mu Itumanaho',
    field: 'Aderesi yawe ya imeri',
    subscribe: 'Iyandikishe',
    required: 'Aderesi ya imeri irakenewe!',
    invalid: 'Andika aderesi ya imeri nyayo!',
  },
];

/** Until the page has drawn twice: what an event just did is on the screen. */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * A person's click on `control` while another field has the keyboard: the pointer goes to where the
 * control is, is pressed (the field is left), the page draws what that did (and `whilePressed`, what
 * the press must have shown, has shown), and the pointer is released. Answers whether the release was
 * on the control the press was on, as a click needs.
 */
async function clickAsAPerson(page: Page, control: Locator, whilePressed?: () => Promise<void>): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await whilePressed?.();
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

  test.each(SUBSCRIBE_TEXTS)('the subscribe field at $home: left empty, then wrong, it says so in the line kept for it; Subscribe and what follows stay put', async (texts) => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, texts.home);
    const section = page.getByRole('region', { name: texts.section });
    await section.scrollIntoViewIfNeeded();
    const field = section.getByRole('textbox', { name: texts.field });
    const subscribe = section.getByRole('button', { name: texts.subscribe });
    await field.waitFor();
    const [buttonBefore, sectionBefore] = [await subscribe.boundingBox(), await section.boundingBox()];

    await field.click();
    await page.keyboard.press('Tab');
    await section.getByRole('alert').getByText(texts.required).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await subscribe.boundingBox()).toEqual(buttonBefore);
    expect(await section.boundingBox()).toEqual(sectionBefore);

    await field.fill('not-an-email');
    await page.keyboard.press('Tab');
    await section.getByRole('alert').getByText(texts.invalid).waitFor();
    expect(await subscribe.boundingBox()).toEqual(buttonBefore);
    expect(await section.boundingBox()).toEqual(sectionBefore);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the subscribe form: a wrong address, then one click on Subscribe: the message shows as the field is left and the click still lands on Subscribe', async () => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/');
    const section = page.getByRole('region', { name: 'Get in Touch With Us' });
    await section.scrollIntoViewIfNeeded();
    const field = section.getByRole('textbox', { name: 'Your email address' });
    await field.fill('someone@nowhere');
    const subscribe = section.getByRole('button', { name: 'Subscribe' });
    await subscribe.evaluate((button) => {
      button.dataset.clicks = '0';
      button.addEventListener('click', () => (button.dataset.clicks = String(Number(button.dataset.clicks) + 1)));
    });

    const stillThere = await clickAsAPerson(page, subscribe, () => section.getByRole('alert').getByText('Enter a valid email!').waitFor());
    expect(stillThere).toBe(true);
    await expect.poll(() => subscribe.getAttribute('data-clicks')).toBe('1');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await section.getByRole('alert').textContent()).toBe('Enter a valid email!');
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
