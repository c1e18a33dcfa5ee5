import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatNumber } from '../../shared/i18n/format.ts';
import { plural } from '../../shared/i18n/message.ts';
import * as en from '../../shared/locales/en.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';
import { POST_CATEGORIES, type PostCategory } from '../../shared/rules.ts';
import { DELETE_POST } from '../../shared/postDocuments.ts';
import type { ContentRecord } from '../../shared/siteContent/schema.ts';
import { DEFAULT_CONTENT } from '../../server/siteContent/defaults/index.ts';

/** The Impact page's counters as first published (the defaults). */
const impactCounters = DEFAULT_CONTENT.impact.counters as (ContentRecord & { target: number })[];
import { LOGIN_USER } from '../../store/api/login.ts';
import { ADMIN, PHONE, startE2E, type E2E } from './harness.ts';

// The Kinyarwanda pages print the same plurals and numbers whatever the browser's own
// locale, and the same as the shared code computes in Node (the server's side). Playwright's
// context `locale` sets navigator.language and the page's ICU default locale, which is what
// `new Intl.PluralRules()` and `new Intl.NumberFormat()` fall back to (and `Intl.PluralRules('rw')`
// too, since CLDR has no rw rules). This Chromium accepts 'rw' as a locale (it resolves to 'rw'
// although it has no data for it), so the three locales are used as written.
//
// Dates: no public page prints a date today (neither the cards, the details page nor a first
// screen), so there is no date to compare here; formatDate has its own unit tests.

const LOCALES = ['en-US', 'fr-FR', 'rw'] as const;
type Locale = (typeof LOCALES)[number];
/** The first page of the cards (postCards' `first`, as ActivitiesPage asks it). */
const PAGE_SIZE = 12;

let e2e: E2E;
/** Every filter's total on the server once one Meetings post is gone: "All" and each category. */
const totals = new Map<PostCategory | 'All', number>();


const CARDS = /* GraphQL */ `query cards($category: PostCategory) { postCards(category: $category, language: rw) { total items { _id } } }`;
type Cards = { postCards: { total: number; items: { _id: string }[] } };
const cardsOf = (category?: PostCategory) => e2e.graphql<Cards>(CARDS, { category: category ?? null }).then((data) => data.postCards);

beforeAll(async () => {
  e2e = await startE2E();
  // Every category of the sample posts (server/seed/samplePosts.ts) has two posts or more: the
  // admin deletes one of the two Meetings posts so that a filter shows exactly one (the `one` form).
  const meetings = await cardsOf('Meetings');
  expect(meetings.total).toBe(2);
  const { login_user } = await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN);
  const deleted = await e2e.graphql<{ deletePost: { isDeleted: boolean } }>(DELETE_POST, { id: meetings.items[0]!._id }, login_user.token);
  expect(deleted.deletePost.isDeleted).toBe(true);
  totals.set('All', (await cardsOf()).total);
  for (const category of POST_CATEGORIES) totals.set(category, (await cardsOf(category)).total);
  expect(totals.get('Meetings')).toBe(1);
  expect(totals.get('Events')).toBeGreaterThan(1);
});
afterAll(async () => {
  await e2e?.stop();
});

/** What the shared code prints in Node for a filter's count line on /rw/ActivitiesPage. */
function expectedCountLine(filter: PostCategory | 'All'): string {
  const total = totals.get(filter)!;
  return plural('rw', rw.activities.shown, total, { shown: Math.min(total, PAGE_SIZE) });
}

const countLine = (page: Page) => page.locator('.activity-more__count');
const cards = (page: Page) => page.getByRole('list', { name: rw.activities.listLabel }).getByRole('listitem');

/**
 * Presses a filter (or none for "All"), waits until the grid holds that filter's first page and is
 * no longer busy, then reads the count line as the page wrote it.
 */
async function countLineFor(page: Page, filter: PostCategory | 'All'): Promise<string> {
  const button = page.getByRole('button', { name: rw.activities.filters[filter], exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  const total = totals.get(filter)!;
  await expect.poll(() => cards(page).count()).toBe(Math.min(total, PAGE_SIZE));
  await expect.poll(() => page.getByRole('list', { name: rw.activities.listLabel }).getAttribute('aria-busy')).toBe('false');
  return (await countLine(page).textContent()) ?? '';
}

interface Seen {
  /** Intl with no locale given: the context's default locale shows through. */
  intl: { plural0: string; pluralRw0: string; number: string };
  counts: Record<'All' | 'Meetings' | 'Events', string>;
  counters: string[];
}

/** One browser context per locale; its texts read off the real Kinyarwanda pages. */
async function seenUnder(locale: Locale): Promise<Seen> {
  // Reduced motion: the Impact counters show their final numbers at once (no count-up to wait for).
  const page = await e2e.newPage(PHONE, { locale, reducedMotion: 'reduce' });
  await e2e.open(page, '/rw/ActivitiesPage');
  const intl = await page.evaluate(() => ({
    plural0: new Intl.PluralRules().select(0),
    pluralRw0: new Intl.PluralRules('rw').select(0),
    number: new Intl.NumberFormat().format(1234.5),
  }));
  const counts = {
    All: await countLineFor(page, 'All'),
    Meetings: await countLineFor(page, 'Meetings'),
    Events: await countLineFor(page, 'Events'),
  };
  await e2e.open(page, '/rw/ImpactPage');
  const values = page.locator('.impact-counters__value');
  await expect.poll(() => values.count()).toBe(impactCounters.length);
  const counters = await values.allTextContents();
  return { intl, counts, counters };
}

describe('Kinyarwanda plurals and numbers under the browser locales en-US, fr-FR and rw', () => {
  test('the count line and the counters read the same in every locale, and as Node computes them', async () => {
    const seen = {} as Record<Locale, Seen>;
    for (const locale of LOCALES) seen[locale] = await seenUnder(locale);

    // The control: these contexts really have different default locales, so Intl left to itself
    // (even asked for 'rw', which CLDR has no plural rules for) would print differently in them.
    // Intl's en and fr rules part only below 2 but for 1 (0, 1.5), counts the page never shows (it
    // writes no line for 0): the numbers are what would give a leak away here ("1,000", "1 000").
    expect(seen['en-US'].intl.plural0).not.toBe(seen['fr-FR'].intl.plural0);
    expect(seen['en-US'].intl.pluralRw0).not.toBe(seen['fr-FR'].intl.pluralRw0);
    expect(seen['en-US'].intl.number).not.toBe(seen['fr-FR'].intl.number);

    const expected = {
      counts: { All: expectedCountLine('All'), Meetings: expectedCountLine('Meetings'), Events: expectedCountLine('Events') },
      counters: impactCounters.map((counter) => formatNumber('rw', counter.target)),
    };
    // Both plural forms are on the page: `one` for the single Meetings post, `other` elsewhere.
    expect(expected.counts.Meetings).toBe(rw.activities.shown.one.replace('{shown}', '1').replace('{count}', '1'));
    expect(expected.counts.Events.startsWith(rw.activities.shown.other.split('{')[0]!)).toBe(true);
    // A number with thousands, grouped as Kinyarwanda groups them here (not as any browser default).
    expect(expected.counters).toContain('1.000');

    for (const locale of LOCALES) {
      expect({ locale, counts: seen[locale].counts, counters: seen[locale].counters }).toEqual({ locale, ...expected });
    }
  });

  test('the real build’s start-up spinner, before any script, is in the page’s language', async () => {
    const spinner = /class=["']?startup-spinner\b[\s\S]*?<span class=["']?visually-hidden["']?>([^<]*)<\/span>/;
    for (const [path, text] of [['/rw/ImpactPage', rw.common.loading], ['/fr/ImpactPage', fr.common.loading], ['/ImpactPage', en.common.loading]] as const) {
      const html = await (await fetch(new URL(path, e2e.baseUrl))).text();
      expect(spinner.exec(html)?.[1], path).toBe(text);
    }
  });
});
