// The reader's language as a public read's arguments give it: shared by the reads that answer in a
// language (a post, the cards, the site's content) and the previews staff ask for.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';
import { badInput } from './errors.ts';

/**
 * The reader's language from a read's arguments: English when left out (every document written
 * before posts had languages). GraphQL checks it against the enum; a page's document is checked here.
 */
export function readLanguage(value: unknown): Language {
  if (value === undefined || value === null) return DEFAULT_LANGUAGE;
  if (typeof value !== 'string' || !isLanguage(value)) throw badInput('Unknown language', 'language');
  return value;
}
