// The paged list of cards: the Activities page's query, also answered by the server
// into the page for its first screen (server/seo/firstScreen.ts).

import { CARDS_PAGE_SIZE } from './constants.ts';

export { CARDS_PAGE_SIZE };

export const POST_CARDS = /* GraphQL */ `query postCards($category: PostCategory, $after: String, $first: Int) {
  postCards(category: $category, after: $after, first: $first) {
    items { _id title category date_posted image_url { url filename } content } total nextCursor } }`;

/**
 * The variables of a page of cards: only those that differ from the defaults, so the first page
 * of every post is asked for (and preloaded, and cached) under one key.
 */
export function postCardsVariables(category: string | null, after: string | null): Record<string, unknown> {
  return { ...(category ? { category } : {}), ...(after ? { after } : {}), first: CARDS_PAGE_SIZE };
}
