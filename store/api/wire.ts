// How posts and cards arrive and how the app holds them: older servers answer a post's image_url
// as one object, the app always works with a list. The endpoints' answers
// (posts.ts, postCards.ts) and the answers written into the page (pageAnswers.ts) pass through
// here alike; a small module of its own, so a page that fills its cache from the page's answers
// does not carry every endpoint of the other pages.
import type { PostCardsQuery } from '../../shared/operations.generated.ts';
import type { ImageRef, Post, PostCard } from '../../shared/types.ts';
import { DEFAULT_LANGUAGE, readLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { ActivityFilter } from '../activitiesFilterSlice.ts';

/** A post or card as it may arrive. */
export type Wire<P> = Omit<P, 'image_url'> & { image_url: ImageRef[] | ImageRef | null };

const imageList = (main: ImageRef[] | ImageRef | null): ImageRef[] => (Array.isArray(main) ? main : main ? [main] : []);

/** A post with its main image as a list. */
export function normalisePost(post: Wire<Post>): Post {
  return { ...post, image_url: imageList(post.image_url) };
}

/** getOnePost's answer: the post, or null when there is none. */
export const postFromAnswer = (data: { getOnePost: Wire<Post> | null }): Post | null =>
  data.getOnePost ? normalisePost(data.getOnePost) : null;

export interface CardList {
  items: PostCard[];
  /** Every post of the filter, loaded or not. */
  total: number;
  /** Where the next page starts; null when every card is loaded. */
  nextCursor: string | null;
}

/** A page of postCards's answer. */
export interface CardsAnswer {
  postCards: Omit<PostCardsQuery['postCards'], 'items'> & { items: Wire<PostCard>[] };
}

export const cardsFromAnswer = (data: CardsAnswer): CardList => ({
  ...data.postCards,
  items: data.postCards.items.map((card) => ({ ...card, image_url: imageList(card.image_url) })),
});

// The cache arguments of the public reads whose answers a page may carry: what the endpoints are
// asked with and what the page's answers are filed under (store/api/pageAnswers.ts), made by the
// same functions so the two always meet. The reader's language is named as every read names it
// (readLanguage): not at all in English.

/** Which post, read in which language: an English read is its id alone (the key it always had), another language's the id with it. */
export type PostArg = string | { id: string; language: Language };

export const postArg = (id: string, language: Language = DEFAULT_LANGUAGE): PostArg => {
  const named = readLanguage(language);
  return named.language ? { id, language: named.language } : id;
};

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
