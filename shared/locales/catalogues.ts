// Every language's catalogue at hand, for the code that answers in any of them: the server (the
// pages' heads, the e-mails) and the tests. The browser never imports this: it fetches only its
// page's language (src/i18n/messages.ts). A new language is one line here.
import type { Language } from '../i18n/languages.ts';
import * as en from './en.ts';
import * as fr from './fr.ts';
import * as rw from './rw.ts';

type English = typeof en;

const CATALOGUES: Record<Language, unknown> = { en, rw, fr };

/** A part of the catalogue in `language` (a translation has English's shape: tests/shared/catalogues.test.ts). */
export function textsIn<P extends keyof English>(language: Language, part: P): English[P] {
  return (CATALOGUES[language] as English)[part];
}
