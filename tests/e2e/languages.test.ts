import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localizedPath, type Language } from '../../shared/i18n/languages.ts';
import * as en from '../../shared/locales/en.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';
import { documentTitle, matchRoute, type TranslatedRouteId } from '../../shared/routes.ts';
import { DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

// The public pages in Kinyarwanda and French, in Chromium against the real server: each in its
// language (lang, title, heading, links), the switcher, the replaced site's header, and no axe violations.
const CATALOGUES = { rw, fr };

/** Every public page a visitor reaches by a link, with its English main heading (tests/e2e/routes.test.ts). */
const PAGES: [string, string][] = [
  ['/', 'Guided choices, brighter futures.'],
  ['/WhoWeArePage', 'Who We Are'],
  ['/ImpactPage', 'Impact: What do YOU care about?'],
  ['/ActivitiesPage', 'Activities'],
  ['/HowDoesGivingWorkPage', 'How Does Giving to the BCF Work?'],
  ['/DonatePage', 'Donate'],
  ['/paymentByVissa', 'Donate by card'],
  ['/FrequentAskedQuestions', 'Frequently Asked Questions'],
  ['/ContactPage', 'Contact'],
  ['/PhoneNavbar', 'Menu'],
  ['/no-such-page', 'Page not found'],
];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

describe.each(['rw', 'fr'] as Language[])('the site in %s', (language) => {
  const texts = CATALOGUES[language as 'rw' | 'fr'];

  test('every public page on a phone: its language, its title, a translated heading, the replaced site’s 80px header, no axe violations', async () => {
    const page = await e2e.newPage(PHONE);
    for (const [path, englishHeading] of PAGES) {
      const address = localizedPath(language, path);
      await e2e.open(page, address);
      const { route } = matchRoute(address);
      expect(await page.evaluate(() => document.documentElement.lang), address).toBe(language);
      await expect.poll(() => page.title(), { message: address }).toBe(documentTitle(texts.routes[route.id as TranslatedRouteId].title));
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      expect(heading, address).toBeTruthy();
      // Translated, unless the language writes the word as English does (French 'Contact').
      if (texts.routes[route.id as TranslatedRouteId].title !== en.routes[route.id as TranslatedRouteId].title) {
        expect(heading, `${address}: its heading is translated`).not.toBe(englishHeading);
      }
      expect((await page.getByRole('banner').boundingBox())?.height, address).toBe(80);
      // The switcher: visible, above the header's box, the same page in each language.
      const switcher = page.getByRole('banner').getByRole('group', { name: texts.common.languageNav });
      await expect.poll(() => switcher.isVisible(), { message: address }).toBe(true);
      expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), address).toBe(new URL(path, 'http://x').pathname);
      expect(await axeViolations(page), address).toEqual([]);
    }
  });

  test('on a desktop: the header’s links in the language, the switcher goes to the same page in English, and back', async () => {
    const page = await e2e.newPage(DESKTOP);
    await e2e.open(page, localizedPath(language, '/ContactPage'));
    const nav = page.getByRole('navigation', { name: texts.common.mainNav });
    await nav.getByRole('link', { name: texts.navigation.activities }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(localizedPath(language, '/ActivitiesPage'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // The address changes first; the page's own script, then its cards, come after.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.routes.activities.title);
    await expect.poll(() => page.getByRole('list', { name: texts.activities.listLabel }).getAttribute('aria-busy')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ActivitiesPage');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Activities');
  });
});
