// Byte budgets for first visits on a phone (375x800): bytes are deterministic for a given build,
// so this is a real test, not a timing. Brotli bytes, KB = 1024 bytes.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { LANGUAGES, localizedPath, type Language } from '../../shared/i18n/languages.ts';
import { ROUTE_LIST, matchRoute } from '../../shared/routes.ts';
import { publicRoutes } from '../../src/routes.tsx';
import { DIST_DIR, PHONE, startE2E, type E2E } from './harness.ts';
import { KB, builtBrotliSize, bundleWith, weighPages, weightTable, type PageWeight } from './pageWeight.ts';

export const BUDGETS = {
  home: { js: 90 * KB, css: 15 * KB },
  otherRoute: { js: 130 * KB },
};

/**
 * Each route's JavaScript before the site had languages (the languages may add at most 3 KB to each),
 * by the route's path in the table's spelling.
 */
const BEFORE_LANGUAGES = (
  JSON.parse(readFileSync(new URL('./routeWeights.before-languages.json', import.meta.url), 'utf8')) as { js: Record<string, number> }
).js;
const LANGUAGE_GROWTH = 3 * KB;
/** What a route's JavaScript may weigh: 3 KB over its weight before languages, or the budget for a route that is new. */
function jsLimit(path: string): number {
  const before = BEFORE_LANGUAGES[matchRoute(path).route.path];
  return before === undefined ? BUDGETS.otherRoute.js : Math.round(before * KB) + LANGUAGE_GROWTH;
}

/**
 * Each public route's first visit in every language as recorded (routeWeights.json's "what" says
 * when and on which build), KB to one decimal, by the route's path in the table's spelling under
 * its language's prefix ('/rw/ActivityDetailsPage/:postId'); css holds the home page's.
 */
const RECORDED = JSON.parse(readFileSync(new URL('./routeWeights.json', import.meta.url), 'utf8')) as {
  js: Record<string, number>;
  css: Record<string, number>;
};
/** The recorded figures are rounded to 0.1 KB: a route may weigh half of that over its figure, and no more. */
const RECORDED_ROUNDING = 0.05 * KB;
const recordedLimit = (figure: number) => figure * KB + RECORDED_ROUNDING;

/** A weighed path's key in the recorded figures: '/rw/ActivityDetailsPage/5f3' -> '/rw/ActivityDetailsPage/:postId'. */
function recordedKey(path: string): string {
  const { route, language } = matchRoute(path);
  return localizedPath(language, route.path);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** A Markdown table of each weighed route against its recorded figures; room is what it may still grow, in bytes. */
function recordedTable(measured: PageWeight[]): string {
  const room = (bytes: number, figure: number | undefined) => (figure === undefined ? '' : String(Math.floor(recordedLimit(figure) - bytes)));
  const rows = measured.map((weight) => {
    const key = recordedKey(weight.path);
    const [js, css] = [RECORDED.js[key], RECORDED.css[key]];
    const cssColumns = css === undefined ? '| | | |' : `| ${kb(weight.css)} | ${css.toFixed(1)} | ${room(weight.css, css)} |`;
    return `| ${key} | ${kb(weight.js)} | ${js?.toFixed(1) ?? 'none'} | ${room(weight.js, js)} ${cssColumns}`;
  });
  return [
    '| route | JS KB (br) | recorded | room (bytes) | CSS KB (br) | recorded | room (bytes) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');
const catalogueSource = (language: Language) => new RegExp(`shared/locales/${language}\\.ts$`);

// Every page a visitor can open; the staff's pages (login, password reset, invitation, new post) are not public.
const ADMIN_PATHS = new Set(ROUTE_LIST.filter((route) => route.adminOnly).map((route) => route.path.replace(/^\//, '')));

async function publicPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query getAllPosts { getAllPosts { _id } }' }),
  });
  const postId = ((await response.json()) as { data: { getAllPosts: { _id: string }[] } }).data.getAllPosts[0]!._id;
  return publicRoutes
    .filter((route) => !route.path?.includes('*') && !ADMIN_PATHS.has(route.path ?? ''))
    .map((route) => `/${(route.path ?? '').replace(/:[A-Za-z]+/, postId)}`);
}

let e2e: E2E;
const weights: PageWeight[] = [];
/** The same pages in each other language, by language. */
const translatedWeights = new Map<Language, PageWeight[]>();

beforeAll(async () => {
  e2e = await startE2E();
  const phonePage = () => e2e.newPage(PHONE);
  weights.push(...(await weighPages(phonePage, e2e.baseUrl, await publicPaths(e2e.baseUrl), DIST_DIR)));
  const translated = weights.map((weight) => weight.path).filter((path) => matchRoute(path).route.translated);
  for (const language of OTHER_LANGUAGES) {
    const paths = translated.map((path) => localizedPath(language, path));
    translatedWeights.set(language, await weighPages(phonePage, e2e.baseUrl, paths, DIST_DIR));
  }
  console.log(
    `First visit at 375x800 (budgets: / ${BUDGETS.home.js / KB} KB JS and ${BUDGETS.home.css / KB} KB CSS, other routes ${BUDGETS.otherRoute.js / KB} KB JS, and at most 3 KB over each route's weight before languages)\n${weightTable([...weights, ...[...translatedWeights.values()].flat()])}`,
  );
});
afterAll(() => e2e?.stop());

test('every public route was weighed, the home page first', () => {
  expect(weights[0]?.path).toBe('/');
  expect(weights.length).toBeGreaterThanOrEqual(10);
  for (const weight of weights) expect(weight.js, weight.path).toBeGreaterThan(0);
});

test('the home page stays within its JavaScript and CSS budgets', () => {
  const home = weights[0]!;
  expect(home.js, 'JavaScript bytes of /').toBeLessThanOrEqual(BUDGETS.home.js);
  expect(home.css, 'CSS bytes of /').toBeLessThanOrEqual(BUDGETS.home.css);
});

test('every public route stays within 3 KB of its JavaScript before languages (new routes: the budget)', () => {
  for (const weight of weights) {
    expect(weight.js, `JavaScript bytes of ${weight.path}`).toBeLessThanOrEqual(jsLimit(weight.path));
  }
});

test('no public route, in any language, weighs more JavaScript than recorded', () => {
  const measured = [...weights, ...[...translatedWeights.values()].flat()];
  console.log(
    `First visit at 375x800 against the recorded figures (tests/e2e/routeWeights.json; room: bytes left under the figure plus ${RECORDED_ROUNDING / KB} KB)\n${recordedTable(measured)}`,
  );
  // Every public route has a figure, and every figure is a route that was weighed.
  expect(measured.map((weight) => recordedKey(weight.path)).sort()).toEqual(Object.keys(RECORDED.js).sort());
  for (const weight of measured) {
    expect(weight.js, `JavaScript bytes of ${weight.path}`).toBeLessThanOrEqual(recordedLimit(RECORDED.js[recordedKey(weight.path)]!));
  }
});

test('the home page, in every language, weighs no more CSS than recorded', () => {
  const homes = [...weights, ...[...translatedWeights.values()].flat()].filter((weight) => matchRoute(weight.path).route.id === 'home');
  expect(homes.map((weight) => recordedKey(weight.path)).sort()).toEqual(Object.keys(RECORDED.css).sort());
  for (const weight of homes) {
    expect(weight.css, `CSS bytes of ${weight.path}`).toBeLessThanOrEqual(recordedLimit(RECORDED.css[recordedKey(weight.path)]!));
  }
});

test('no public route downloads the admin area', () => {
  for (const weight of [...weights, ...[...translatedWeights.values()].flat()]) expect(weight.adminScripts, weight.path).toEqual([]);
});

test('an English page downloads no other language’s catalogue', () => {
  for (const weight of weights) {
    for (const language of OTHER_LANGUAGES) expect(bundleWith(DIST_DIR, weight.scripts, catalogueSource(language)), weight.path).toBeUndefined();
  }
});

test.each(OTHER_LANGUAGES)('each page in %s adds only that language’s catalogue to its English weight', (language) => {
  const measured = translatedWeights.get(language)!;
  expect(measured.length).toBeGreaterThanOrEqual(10);
  for (const weight of measured) {
    const catalogue = bundleWith(DIST_DIR, weight.scripts, catalogueSource(language));
    expect(catalogue, `${weight.path} loads its catalogue`).toBeDefined();
    for (const other of OTHER_LANGUAGES.filter((code) => code !== language)) {
      expect(bundleWith(DIST_DIR, weight.scripts, catalogueSource(other)), weight.path).toBeUndefined();
    }
    const english = weights.find((page) => localizedPath(language, page.path) === weight.path)!;
    // The same scripts as the English page, plus the catalogue (and a little slack for a page that
    // draws a part the English page loads later, e.g. the footer).
    expect(weight.js, `JavaScript bytes of ${weight.path}`).toBeLessThanOrEqual(english.js + builtBrotliSize(DIST_DIR, catalogue!) + 1 * KB);
  }
});
