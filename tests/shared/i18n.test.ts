import { describe, expect, test } from 'vitest';
import { formatDate, formatNumber } from '../../shared/i18n/format.ts';
import { localizedPath, readLanguage, splitLanguage } from '../../shared/i18n/languages.ts';
import { fill, plural } from '../../shared/i18n/message.ts';
import { pluralCategory } from '../../shared/i18n/plural.ts';
import { matchRoute } from '../../shared/routes.ts';

describe('language prefixes', () => {
  test.each([
    ['/rw/ContactPage', 'rw', '/ContactPage'],
    ['/fr/', 'fr', '/'],
    ['/rw', 'rw', '/'],
    ['/RW/ContactPage', 'rw', '/ContactPage'],
    ['/en/ContactPage', 'en', '/en/ContactPage'],
    ['/ContactPage', 'en', '/ContactPage'],
    ['/rwanda', 'en', '/rwanda'],
    ['/xx/ContactPage', 'en', '/xx/ContactPage'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLanguage(pathname)).toEqual({ language, path });
  });

  test('localizedPath puts English at the replaced site’s paths and the others under their prefix', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('rw', '/')).toBe('/rw/');
    expect(localizedPath('fr', '/ContactPage')).toBe('/fr/ContactPage');
  });

  test('a language link made from a visitor’s address never leaves the site', () => {
    const origin = 'https://site.example';
    const attacks = [
      '/fr//evil.example/',
      '/rw//evil.example',
      '/fr/%2F%2Fevil.example/',
      '/fr/%2fevil.example',
      '/rw/%5C%5Cevil.example',
      '/fr/\\evil.example',
      '/fr/\t/evil.example',
      '/fr/%2F/%5C/\\//evil.example/x',
      '//evil.example',
      '///evil.example',
    ];
    for (const address of attacks) {
      const { path } = splitLanguage(address);
      for (const language of ['en', 'rw', 'fr'] as const) {
        const href = localizedPath(language, path);
        expect(href, `${address} in ${language}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(href, `${origin}/fr/x`).origin, `${address} in ${language}`).toBe(origin);
      }
    }
    expect(localizedPath('en', splitLanguage('/fr//evil.example/').path)).toBe('/evil.example/');
    expect(localizedPath('rw', '//ContactPage')).toBe('/rw/ContactPage');
  });

  test('a read names its language only when it is not English', () => {
    expect({ id: 'a', ...readLanguage('en') }).toEqual({ id: 'a' });
    expect({ id: 'a', ...readLanguage() }).toEqual({ id: 'a' });
    expect(Object.keys({ id: 'a', ...readLanguage('rw') })).toEqual(['id', 'language']);
  });

  test('a prefix matches the translated routes only', () => {
    expect(matchRoute('/rw/ContactPage')).toMatchObject({ route: { id: 'contact' }, language: 'rw' });
    expect(matchRoute('/fr/ActivityDetailsPage/abc')).toMatchObject({ route: { id: 'activityDetails' }, params: { postId: 'abc' }, language: 'fr' });
    expect(matchRoute('/rw/')).toMatchObject({ route: { id: 'home' }, language: 'rw' });
    expect(matchRoute('/rw/LoginIn')).toMatchObject({ route: { id: 'notFound' }, language: 'rw' });
    expect(matchRoute('/fr/admin/overview')).toMatchObject({ route: { id: 'notFound' }, language: 'fr' });
    expect(matchRoute('/LoginIn')).toMatchObject({ route: { id: 'login' }, language: 'en' });
  });
});

describe('plurals, pinned', () => {
  test.each([
    [0, 'other', 'one'],
    [1, 'one', 'one'],
    [1.5, 'other', 'one'],
    [2, 'other', 'other'],
    [21, 'other', 'other'],
    [1_000_000, 'other', 'other'],
  ] as const)('%d is %s in rw and en, %s in fr', (n, rwEn, fr) => {
    expect(pluralCategory('rw', n)).toBe(rwEn);
    expect(pluralCategory('en', n)).toBe(rwEn);
    expect(pluralCategory('fr', n)).toBe(fr);
  });

  test('a plural message is filled with its count, formatted in the language', () => {
    const message = { one: '{count} umunyeshuri', other: '{count} abanyeshuri' };
    expect(plural('rw', message, 0)).toBe('0 abanyeshuri');
    expect(plural('rw', message, 1)).toBe('1 umunyeshuri');
    expect(plural('rw', message, 1234)).toBe('1.234 abanyeshuri');
  });

  test('fill leaves unknown placeholders as written', () => {
    expect(fill('en', 'Showing {shown} of {total}', { shown: 12 })).toBe('Showing 12 of {total}');
  });
});

describe('numbers and dates, without Intl', () => {
  test.each([
    ['en', '1,234,568'],
    ['rw', '1.234.568'],
    ['fr', '1\u202f234\u202f568'],
  ] as const)('%s groups thousands as %s', (language, text) => {
    expect(formatNumber(language, 1234568)).toBe(text);
    expect(formatNumber(language, 999)).toBe('999');
    expect(formatNumber(language, -1234)).toBe(`-1${text.charAt(1)}234`);
  });

  test('a date is the day in Kigali', () => {
    // 22:30 UTC on 3 July is already 4 July in Kigali (UTC+2).
    const when = Date.UTC(2025, 6, 3, 22, 30);
    expect(formatDate('en', when)).toBe('4 July 2025');
    expect(formatDate('rw', when)).toBe('4 Nyakanga 2025');
    expect(formatDate('fr', when)).toBe('4 juillet 2025');
    expect(formatDate('en', 'not a date')).toBe('');
  });
});
