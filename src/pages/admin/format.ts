import { ADMIN_CONTENT_PREVIEW_LIMIT } from '../../../shared/constants.ts';

/** A timestamp in the reader's own date format; 'Invalid date' when it cannot be read. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid date';
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString();
}

/** The overview's content preview: the first 50 characters and an ellipsis when there is more. */
export function contentPreview(content: string, limit = ADMIN_CONTENT_PREVIEW_LIMIT): string {
  return content.length > limit ? `${content.slice(0, limit)}...` : content;
}

/** The video id of a YouTube link: its 'v' parameter, else its last path segment; null if unreadable. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    const id = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^[\w-]{6,}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
