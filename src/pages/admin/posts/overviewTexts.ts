// The status texts: the overview's Status column, filter and overdue banner, and the
// status line of a post's pages.
import type { PostStatus } from '../../../../shared/postLifecycle.ts';
import { formatKigali } from '../../../../shared/kigaliTime.ts';

/** The Status filter's choices, "All" first (no status argument). */
export const STATUS_FILTERS: readonly { value: PostStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'IN_REVIEW', label: 'In review' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'PUBLISHED', label: 'Published' },
];

/** The Status column: "Draft", "In review", "Scheduled for 24 Nov 2026, 14:30 (Kigali)" or "Published". */
export function statusLabel(status: PostStatus | undefined, publishAt: number | null | undefined): string {
  switch (status) {
    case 'DRAFT':
      return 'Draft';
    case 'IN_REVIEW':
      return 'In review';
    case 'SCHEDULED':
      return publishAt == null ? 'Scheduled' : `Scheduled for ${formatKigali(publishAt)}`;
    default:
      return 'Published';
  }
}

/** The banner while scheduled posts are past their time; the scheduler publishes them within the minute. */
export function overdueText(count: number): string {
  return count === 1
    ? '1 scheduled post is overdue and will be published within a minute.'
    : `${count} scheduled posts are overdue and will be published within a minute.`;
}
