// Paged lists (issue 17): the Activities page's cards, a page at a time after a cursor, and the
// admin tables, a page at a time by offset with a search.
import { POST_CATEGORIES, type PostCategory } from '../../../shared/rules.ts';
import type { CardCursor } from '../../repositories/posts.ts';
import type { RequestContext } from '../context.ts';
import { badInput } from '../errors.ts';

export const CARDS_MAX = 50;
export const ROWS_MAX = 100;
const SEARCH_MAX = 200;

const CURSOR = /^(-?\d{1,19})\.(.{1,200})$/s;

export function encodeCursor(cursor: CardCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): CardCursor {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) throw badInput('Invalid cursor', 'after');
  return { micros: match[1]!, id: match[2]! };
}

function count(value: number | null | undefined, fallback: number, max: number, field: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(`${field} must be between 1 and ${max}`, field);
  return n;
}

function offsetOf(value: number | null | undefined): number {
  const n = value ?? 0;
  if (!Number.isInteger(n) || n < 0) throw badInput('offset must be 0 or more', 'offset');
  return n;
}

function searchOf(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length > SEARCH_MAX) throw badInput(`search must be at most ${SEARCH_MAX} characters`, 'search');
  return text;
}

interface RowArgs {
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
}

const rowOptions = (args: RowArgs) => ({
  search: searchOf(args.search),
  offset: offsetOf(args.offset),
  limit: count(args.limit, 50, ROWS_MAX, 'limit'),
});

export const pagedQueries = {
  async postCards(
    _: unknown,
    args: { category?: PostCategory | null; after?: string | null; first?: number | null },
    ctx: RequestContext,
  ) {
    const category = args.category ?? null;
    if (category !== null && !POST_CATEGORIES.includes(category)) throw badInput('Unknown category', 'category');
    const page = await ctx.repos.posts.listCards({
      category,
      after: args.after ? decodeCursor(args.after) : null,
      first: count(args.first, 12, CARDS_MAX, 'first'),
    });
    return { items: page.items, total: page.total, nextCursor: page.next ? encodeCursor(page.next) : null };
  },

  async postRows(_: unknown, args: RowArgs, ctx: RequestContext) {
    const options = rowOptions(args);
    await ctx.requireAdmin();
    return ctx.repos.posts.listRows(options);
  },

  async subscriptionRows(_: unknown, args: RowArgs, ctx: RequestContext) {
    const options = rowOptions(args);
    await ctx.requireAdmin();
    return ctx.repos.subscribers.listPage(options);
  },

  async contactMessageRows(_: unknown, args: RowArgs, ctx: RequestContext) {
    const options = rowOptions(args);
    await ctx.requireAdmin();
    return ctx.repos.contactMessages.listPage(options);
  },
};
