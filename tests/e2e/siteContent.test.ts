// Site content in Chromium against the real build and server: an Editor adds a team member with a
// photo and a Kinyarwanda bio, previews, publishes, and visitors see them in English and in
// Kinyarwanda; the Editor cannot change where donors pay, and a mobile money number an Administrator
// changes on Donate shows only once published; an FAQ question
// written in English only shows on the French page in English, marked lang="en".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/staff/passwords.ts';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

const EDITOR = { email: 'editor@bcf.test', password: 'an editor password long enough' };
const ADMINISTRATOR = { email: 'administrator@bcf.test', password: 'an administrator password long enough' };
const PERSON = { name: 'Jeanne Uwimana', position: 'Mentor coordinator', rwBio: 'Ahuza abajyanama n’abanyeshuri buri cyumweru.' };

let e2e: E2E;
let token = '';
let administratorToken = '';
let photoDir = '';
let photo = '';

beforeAll(async () => {
  e2e = await startE2E();
  await e2e.services.repos.staff.insert({ email: EDITOR.email, passwordHash: await hashPassword(EDITOR.password), role: 'EDITOR' });
  token = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, EDITOR)).login_user.token;
  await e2e.services.repos.staff.insert({ email: ADMINISTRATOR.email, passwordHash: await hashPassword(ADMINISTRATOR.password), role: 'ADMINISTRATOR' });
  administratorToken = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMINISTRATOR)).login_user.token;
  photoDir = mkdtempSync(join(tmpdir(), 'bcf-e2e-portrait-'));
  photo = join(photoDir, 'jeanne.jpg');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toFile(photo);
});
afterAll(async () => {
  await e2e?.stop();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

/** The Editor's page (or another's, by their token), signed in as the login page leaves it. */
async function editorPage(signedIn = token): Promise<Page> {
  const page = await e2e.newPage(DESKTOP);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, signedIn]);
  return page;
}

/** A section's form, reached from the admin menu's "Site content" by its link (`checkIndex`: axe on the list of sections first). */
async function openSection(page: Page, section: string, checkIndex = false): Promise<void> {
  await e2e.open(page, '/admin/overview');
  await page.getByRole('link', { name: 'Site content' }).click();
  await page.getByRole('heading', { name: 'Site content', level: 1 }).waitFor();
  if (checkIndex) expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { name: `Site content: ${section}` }).waitFor();
  await page.getByRole('button', { name: 'Publish' }).waitFor();
}

async function visitorText(path: string): Promise<string> {
  const page = await e2e.newPage(PHONE);
  await e2e.open(page, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const text = (await page.locator('main').textContent()) ?? '';
  await page.context().close();
  return text;
}

describe('site content', () => {
  test('an Editor adds a team member with a photo and a Kinyarwanda bio, previews, publishes; visitors see them', async () => {
    const page = await editorPage();
    await openSection(page, 'Team', true);
    expect(await axeViolations(page)).toEqual([]);

    const advisory = page.getByRole('group', { name: 'Advisory Team', exact: true });
    await advisory.getByRole('button', { name: 'Add member' }).click();
    const member = advisory.getByRole('group', { name: /^Member 3/ });
    await member.getByRole('textbox', { name: 'Name' }).fill(PERSON.name);
    await member.getByRole('textbox', { name: 'Position' }).fill(PERSON.position);
    await member.getByRole('textbox', { name: 'LinkedIn link' }).fill('https://www.linkedin.com/in/jeanne-uwimana');
    await member.getByLabel('Choose photo').setInputFiles(photo);
    await member.locator('img.content-image__preview').waitFor();
    await expect.poll(() => page.getByText('Ikinyarwanda: ').textContent()).toMatch(/Ikinyarwanda: \d+ missing/);

    await page.getByRole('tab', { name: 'Ikinyarwanda' }).click();
    const rwMember = page.getByRole('group', { name: `Member 3: ${PERSON.name}` });
    await rwMember.getByRole('textbox', { name: 'Bio' }).fill(PERSON.rwBio);
    expect(await axeViolations(page)).toEqual([]);

    // Preview: the public page in the tab's language, with the draft applied, for the Editor alone.
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(/\/rw\/WhoWeArePage\?preview=team$/);
    await page.getByRole('heading', { name: PERSON.name }).waitFor();
    expect(await page.locator('main').textContent()).toContain(PERSON.rwBio);
    expect(await visitorText('/rw/WhoWeArePage')).not.toContain(PERSON.name);

    await page.goBack();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published' }).waitFor();

    const english = await visitorText('/WhoWeArePage');
    expect(english).toContain(PERSON.name);
    expect(english).toContain(PERSON.position);
    const kinyarwanda = await visitorText('/rw/WhoWeArePage');
    expect(kinyarwanda).toContain(PERSON.name);
    expect(kinyarwanda).toContain(PERSON.rwBio);
    await page.context().close();
  });

  test('the Editor sees where donors pay read-only; a mobile money number an Administrator changes on Donate shows on /DonatePage after publishing, not before', async () => {
    const editor = await editorPage();
    await openSection(editor, 'Donate');
    expect(await axeViolations(editor)).toEqual([]);
    const editorsNumber = editor.getByRole('textbox', { name: 'Mobile money number' });
    expect(await editorsNumber.getAttribute('readonly')).not.toBeNull();
    await editor.context().close();

    const page = await editorPage(administratorToken);
    await openSection(page, 'Donate');
    await page.getByRole('textbox', { name: 'Mobile money number' }).fill('+250 788 123 456');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();

    const momo = async () => {
      const visitor = await e2e.newPage(PHONE);
      await e2e.open(visitor, '/DonatePage');
      await visitor.getByRole('button', { name: 'By MTN Momo' }).click();
      const text = (await visitor.locator('main').textContent()) ?? '';
      await visitor.context().close();
      return text;
    };
    expect(await momo()).not.toContain('+250 788 123 456');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    expect(await momo()).toContain('+250 788 123 456');
    await page.context().close();
  });

  test('axe finds nothing on the other sections’ forms, each reached by its link', async () => {
    const page = await editorPage();
    await openSection(page, 'FAQ');
    for (const section of ['FAQ', 'Impact', 'Who we are', 'Contact', 'Home page']) {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).click();
      await page.getByRole('heading', { name: `Site content: ${section}` }).waitFor();
      await page.getByRole('button', { name: 'Publish' }).waitFor();
      expect(await axeViolations(page), section).toEqual([]);
    }
    await page.context().close();
  });

  test('an FAQ question written in English only shows on /fr/FrequentAskedQuestions in English, marked lang="en"', async () => {
    const page = await editorPage();
    await openSection(page, 'FAQ');
    const questions = page.getByRole('group', { name: 'Questions', exact: true });
    await questions.getByRole('button', { name: 'Add question' }).click();
    const added = questions.getByRole('group', { name: /^Question 6/ });
    await added.getByRole('textbox', { name: 'Question' }).fill('Can parents visit the mentors?');
    await added.getByRole('textbox', { name: 'Answer' }).fill('Yes, on the open days each term.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    await page.context().close();

    const visitor = await e2e.newPage(PHONE);
    await e2e.open(visitor, '/fr/FrequentAskedQuestions');
    const question = visitor.getByRole('button', { name: 'Can parents visit the mentors?' });
    await question.waitFor();
    expect(await question.locator('[lang="en"]').textContent()).toBe('Can parents visit the mentors?');
    await question.click();
    expect(await visitor.getByRole('region', { name: 'Can parents visit the mentors?' }).locator('[lang="en"]').textContent()).toBe(
      'Yes, on the open days each term.',
    );
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });
});
