// Each public page's texts travel in that page's own script, and only there: not in the first
// script every visit downloads, not in another page's, and never another language's. (Imported
// from shared/locales/en.ts, which the first script holds, a page's part would ride along in it:
// shared/locales/en.ts says why each page's part has a file of its own.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { flatten } from '../../shared/i18n/catalogue.ts';
import * as en from '../../shared/locales/en.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';
import type { PageModule } from '../../shared/routes.ts';
import { MESSAGES } from '../../shared/rules.ts';
import { NETWORK_ERROR } from '../../store/api/errors.ts';
import { DIST_DIR, ensureBuilt } from './harness.ts';

/**
 * The catalogue's part each converted page shows, and the page module (route-manifest.json's key) it
 * belongs to. The FAQ's part is its heading alone (its questions are the site's content).
 */
const PAGE_PARTS: [keyof typeof en, PageModule, ...PageModule[]][] = [
  ['home', 'HomePage'],
  ['about', 'WhoWeArePage'],
  ['team', 'WhoWeArePage'],
  ['impact', 'ImpactPage'],
  ['giving', 'HowDoesGivingWorkPage'],
  ['donate', 'DonatePage'],
  ['cardForm', 'PaymentByVissaPage'],
  ['contact', 'ContactPage'],
  // A preview link to a post that is gone shows the not-found page.
  ['notFound', 'NotFoundPage', 'PostPreviewPage'],
];

const read = (path: string) => readFileSync(join(DIST_DIR, path.replace(/^\//, '')), 'utf8');

let first = '';
let pageScripts: Record<string, string> = {};

beforeAll(() => {
  ensureBuilt();
  const entry = /<script type=module src=\/?([^ >]+\.js)>/.exec(read('index.html'))?.[1];
  if (!entry) throw new Error('dist/index.html names no script');
  first = read(entry);
  const manifest = JSON.parse(read('route-manifest.json')) as Record<string, string[]>;
  pageScripts = Object.fromEntries(
    // The pages' own scripts: not a language's catalogue (catalogue:<code>), which holds that language's texts by design.
    Object.entries(manifest)
      .filter(([key]) => !key.startsWith('catalogue:'))
      .map(([page, files]) => [
      page,
      files
        .filter((file) => file.endsWith('.js'))
        .map(read)
        .join('\n'),
    ]),
  );
});

/**
 * A part's longer messages (short ones, 'Contact' or 'Mentors', are words any script may hold),
 * but for those the first script holds in its own right: the frame's texts (a page's heading that is
 * also its route's title), and the shared rules' and the store's words the contact form repeats.
 */
const SAID_ELSEWHERE = new Set([
  ...Object.values(flatten({ common: en.common, navigation: en.navigation, routes: en.routes, gallery: en.gallery })),
  ...Object.values(MESSAGES),
  NETWORK_ERROR.message,
]);
/** The team's cards say only short things of their own (the people are the site's content). */
const SHORTEST: Partial<Record<keyof typeof en, number>> = { team: 18 };
const longMessages = (part: unknown, shortest = 30) =>
  Object.values(flatten(part)).filter((message) => message.length >= shortest && !SAID_ELSEWHERE.has(message));

/** A message as the minifier writes it: a string literal, JSON-escaped in double quotes. */
const literal = (message: string) => JSON.stringify(message);

describe.each(PAGE_PARTS)('the catalogue part %s', (part, ...pages) => {
  test(`is in the script of ${pages.join(' and ')}, and in no other script a visitor downloads`, () => {
    const messages = longMessages(en[part], SHORTEST[part]);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      for (const page of pages) expect(pageScripts[page], `${message} (${page})`).toContain(literal(message));
      expect(first.includes(literal(message)), `${message} (the first script)`).toBe(false);
      const others = Object.entries(pageScripts).filter(([name, text]) => !pages.includes(name as PageModule) && text.includes(literal(message)));
      expect(others.map(([name]) => name), message).toEqual([]);
    }
  });
});

test('no English page downloads a Kinyarwanda or French text of the public pages', () => {
  const translated = PAGE_PARTS.flatMap(([part]) => [...longMessages(rw[part], SHORTEST[part]), ...longMessages(fr[part], SHORTEST[part])]);
  for (const [name, text] of [['the first script', first], ...Object.entries(pageScripts)] as const) {
    const found = translated.filter((message) => text.includes(literal(message)));
    expect(found, name).toEqual([]);
  }
});
