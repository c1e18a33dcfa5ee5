// The Activities page's cards, a page at a time after a cursor: the arguments of
// `postCards` checked and turned into a repository read, and its page into the API's answer.
// The post read service (readService.ts) answers it, for the resolver (which the page's carried answer executes too).
import { POST_CATEGORIES, type PostCategory } from '../../shared/rules.ts';
import { badInput } from '../core/errors.ts';
import { idProblem } from '../db/values.ts';
import type { CardCursor, PostCardRecord } from './repository.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { readLanguage } from '../core/languageArgument.ts';

export const CARDS_DEFAULT = 12;
export const CARDS_MAX = 50;

const CURSOR = /^(-?\d{1,19})\.(.+)$/s;
/** A cursor's instant, in microseconds since 1970: within the years 1 to 9999, as PostgreSQL can add them. */
const MICROS_MIN = -62_135_596_800_000_000n;
const MICROS_MAX = 253_402_300_799_999_999n;

export function encodeCursor(cursor: CardCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): CardCursor {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) throw badInput('Invalid cursor', 'after');
  const [, micros, id] = match as unknown as [string, string, string];
  if (BigInt(micros) < MICROS_MIN || BigInt(micros) > MICROS_MAX || idProblem(id, 'after')) throw badInput('Invalid cursor', 'after');
  return { micros, id };
}

/** `postCards`'s arguments as they arrive (from GraphQL, or from a page's document and variables). */
export interface CardsArgs {
  category?: unknown;
  after?: unknown;
  first?: unknown;
  /** The reader's language (English when left out). */
  language?: unknown;
}

/** The checked arguments: what the repository reads. */
export interface CardsRead {
  category: PostCategory | null;
  after: CardCursor | null;
  first: number;
  language: Language;
}

/** The API's answer to `postCards`. */
export interface CardsAnswer {
  items: PostCardRecord[];
  total: number;
  nextCursor: string | null;
}

/** Checks `postCards`'s arguments; rejects what the API refuses with BAD_USER_INPUT. */
export function cardsRead(args: CardsArgs): CardsRead {
  const category = args.category ?? null;
  if (category !== null && !POST_CATEGORIES.includes(category as PostCategory)) throw badInput('Unknown category', 'category');
  const after = args.after ?? null;
  if (after !== null && typeof after !== 'string') throw badInput('Invalid cursor', 'after');
  const first = args.first ?? CARDS_DEFAULT;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > CARDS_MAX) {
    throw badInput(`first must be between 1 and ${CARDS_MAX}`, 'first');
  }
  const language = readLanguage(args.language);
  return { category: category as PostCategory | null, after: after ? decodeCursor(after) : null, first, language };
}
