// The cache arguments of the public reads whose answers a page may carry: what the endpoints are
// asked with and what the page's answers are filed under (store/api/pageAnswers.ts), made by the
// same functions so the two always meet. The reader's language is named as every read names it
// (readLanguage): not at all in English.
import { DEFAULT_LANGUAGE, readLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { ActivityFilter } from '../activitiesFilterSlice.ts';

/** Which post, read in which language: an English read is its id alone (the key it always had), another language's the id with it. */
export type PostArg = string | { id: string; language: Language };

export const postArg = (id: string, language: Language = DEFAULT_LANGUAGE): PostArg => {
  const named = readLanguage(language);
  return named.language ? { id, language: named.language } : id;
};

export const postIdOf = (arg: PostArg) => (typeof arg === 'string' ? arg : arg.id);

/** The variables of getOnePost for a cache argument. */
export const postVariables = (arg: PostArg) => ({ id: postIdOf(arg), ...readLanguage(typeof arg === 'string' ? DEFAULT_LANGUAGE : arg.language) });

export interface CardsArg {
  filter: ActivityFilter;
  /** null: the filter's first page. */
  after: string | null;
  /** The reader's language (English when left out): each card's text in it when the post has it. */
  language?: Language;
}

/** A filter's page of cards in a language. */
export const cardsArg = (filter: ActivityFilter, after: string | null, language: Language = DEFAULT_LANGUAGE): CardsArg => ({
  filter,
  after,
  ...readLanguage(language),
});
