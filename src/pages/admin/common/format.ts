import { ADMIN_CONTENT_PREVIEW_LIMIT } from '../../../../shared/constants.ts';
import { characters } from '../../../../shared/truncate.ts';

/** A timestamp in the reader's own date format; 'Invalid date' when it cannot be read. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid date';
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString();
}

/** The overview's content preview: the first 50 characters and an ellipsis when there is more. */
export function contentPreview(content: string, limit = ADMIN_CONTENT_PREVIEW_LIMIT): string {
  const chars = characters(content);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : content;
}
