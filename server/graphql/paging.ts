// A page of an admin list from a request's arguments: `offset` rows skipped and at most `limit`
// (shared/paging.ts: a page's size when left out, ADMIN_ROWS_MAX at most), checked the same way for
// every paged list.
import { ADMIN_PAGE_SIZE, ADMIN_ROWS_MAX } from '../../shared/paging.ts';
import { badInput } from '../core/errors.ts';

export interface WindowArgs {
  offset?: number | null;
  limit?: number | null;
}

/** The rows a page shows: BAD_USER_INPUT for an offset below 0 or a limit outside 1 to ADMIN_ROWS_MAX. */
export function pageWindow(args: WindowArgs): { offset: number; limit: number } {
  const offset = args.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
  const limit = args.limit ?? ADMIN_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_ROWS_MAX) throw badInput(`limit must be between 1 and ${ADMIN_ROWS_MAX}`, 'limit');
  return { offset, limit };
}

/** A text argument trimmed, or null when it is empty or left out; BAD_USER_INPUT past `max` characters. */
export function filterText(value: string | null | undefined, field: string, max: number): string | null {
  const text = value?.trim() || null;
  if (text !== null && text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text;
}
