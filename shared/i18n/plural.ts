// Plural categories, pinned per language instead of asked of Intl.PluralRules. CLDR has no rules
// for Kinyarwanda: `new Intl.PluralRules('rw')` silently uses the runtime's default locale, so one
// catalogue would print "0 umunyeshuri" in a French browser and "0 abanyeshuri" in an English one.
// The related Bantu locales CLDR does have (rwk, lg, nyn) say "one if n = 1, otherwise other";
// that is Kinyarwanda's rule here, and English's. French's (CLDR): one for 0 and 1 (and what
// lies between), other from 2 (CLDR's `many`, for round millions, reads like `other` here).
import type { Language } from './languages.ts';

export type PluralCategory = 'one' | 'other';

const RULES: Record<Language, (n: number) => PluralCategory> = {
  rw: (n) => (n === 1 ? 'one' : 'other'),
  en: (n) => (n === 1 ? 'one' : 'other'),
  fr: (n) => (Math.abs(n) < 2 ? 'one' : 'other'),
};

export const pluralCategory = (language: Language, n: number): PluralCategory => RULES[language](n);
