// The cards of the Activities page and the rows of the admin's post table: what each shows of a
// post, in the reader's language when the post has that version, its content cut by the
// cards' rule (shared/truncate.ts). server/posts/repository.ts reads them.
import type { Queryable } from '../db/index.ts';
import type { PostCard } from '../../shared/types.ts';
import { CARD_CONTENT_LIMIT } from '../../shared/constants.ts';
import { truncate } from '../../shared/truncate.ts';
import type { PostStatus } from '../../shared/postLifecycle.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import type { TranslationLanguage } from '../../shared/postLanguages.ts';

/** What a card (or an admin row) shows of a post (shared/types.ts), with its status. */
export type PostCardRecord = PostCard & { status: PostStatus; publish_at: number | null; language: Language };

/** Where a page of cards ends: the last card's exact time (microseconds since the epoch) and id. */
export interface CardCursor {
  micros: string;
  id: string;
}

export interface CardPage {
  items: PostCardRecord[];
  total: number;
  /** Where the next page starts; null on the last page. */
  next: CardCursor | null;
}

export interface RowPage {
  items: PostCardRecord[];
  total: number;
}

/** Enough of the content for the card rule in nearly every text; a longer cut is read whole. */
const CONTENT_PREFIX = 600;

/**
 * A card's columns, its text in `language` when the post has that version (else English, and
 * `language` says en). The language is one of two fixed words, never the caller's text.
 */
export function cardColumns(language: Language = DEFAULT_LANGUAGE): string {
  const version = language === DEFAULT_LANGUAGE ? null : `translations -> '${translationKey(language)}'`;
  const title = version ? `coalesce(${version} ->> 'title', title)` : 'title';
  const content = version ? `coalesce(${version} ->> 'content', content)` : 'content';
  const which = version ? `CASE WHEN ${version} IS NULL THEN '${DEFAULT_LANGUAGE}' ELSE '${translationKey(language)}' END` : `'${DEFAULT_LANGUAGE}'`;
  return `id AS "_id", ${title} AS title, category,
  floor(extract(epoch FROM date_posted) * 1000)::float8 AS date_posted,
  CASE WHEN jsonb_array_length(image_url) > 0 THEN jsonb_build_array(image_url -> 0) ELSE '[]'::jsonb END AS image_url,
  left(${content}, ${CONTENT_PREFIX}) AS content, char_length(${content}) > ${CONTENT_PREFIX} AS "clipped", status,
  floor(extract(epoch FROM publish_at) * 1000)::float8 AS publish_at, ${which} AS language`;
}

/** The key of a translation language, checked again here since it is written into SQL. */
function translationKey(language: Language): TranslationLanguage {
  if (language !== 'rw' && language !== 'fr') throw new Error(`No translation language: ${String(language)}`);
  return language;
}

export interface CardRow extends PostCardRecord {
  clipped: boolean;
  micros?: string;
}

/** The admin's post table: newest first as getAllPosts, searched by title. */
export const ROW_LISTING = {
  table: 'posts',
  columns: cardColumns(),
  searchColumn: 'title',
  orderBy: 'posts.date_posted DESC, posts.seq DESC',
};

export async function cutContents(db: Queryable, rows: CardRow[], language: Language = DEFAULT_LANGUAGE): Promise<PostCardRecord[]> {
  // A prefix whose characters are too few to be cut (long clusters of combining marks) may be
  // cut differently than the whole text: those few posts are read whole.
  const unsure = rows.filter((row) => row.clipped && truncate(row.content, CARD_CONTENT_LIMIT) === row.content);
  const whole = new Map<string, string>();
  if (unsure.length > 0) {
    // The text the card was cut from: its version in the card's language when it showed that.
    const found = await db.query<{ id: string; content: string; translated: string | null }>(
      `SELECT id, content, translations -> $2::text ->> 'content' AS translated FROM posts WHERE id = ANY($1::text[])`,
      [unsure.map((row) => row._id), language],
    );
    const shown = new Map(rows.map((row) => [row._id, row.language]));
    for (const row of found) whole.set(row.id, shown.get(row.id) !== DEFAULT_LANGUAGE && row.translated !== null ? row.translated : row.content);
  }
  return rows.map(({ clipped: _clipped, micros: _micros, ...card }) => ({
    ...card,
    content: truncate(whole.get(card._id) ?? card.content, CARD_CONTENT_LIMIT),
  }));
}
