// The paged list of cards: the Activities page's query, also answered by the server
// into the page for its first screen (server/seo/firstScreen.ts).

import { CARDS_PAGE_SIZE } from './constants.ts';
import { DEFAULT_LANGUAGE, readLanguage, type Language } from './i18n/languages.ts';

export { CARDS_PAGE_SIZE };

export const POST_CARDS = /* GraphQL */ `query postCards($category: PostCategory, $after: String, $first: Int, $language: Language) {
  postCards(category: $category, after: $after, first: $first, language: $language) {
    items { _id title category date_posted image_url { url filename } content language } total nextCursor } }`;

/**
 * The variables of a page of cards: only those that differ from the defaults, so the first page
 * of every post is asked for (and preloaded, and cached) under one key per language; the reader's
 * language as every public read names it (readLanguage).
 */
export function postCardsVariables(category: string | null, after: string | null, language: Language = DEFAULT_LANGUAGE): Record<string, unknown> {
  return {
    ...(category ? { category } : {}),
    ...(after ? { after } : {}),
    first: CARDS_PAGE_SIZE,
    ...readLanguage(language),
  };
}
