import { describe, expect, test } from 'vitest';
import { overdueText, statusLabel } from '../../../src/pages/admin/posts/overviewTexts.ts';

describe('the overview texts', () => {
  test('the overview status texts', () => {
    expect(statusLabel('DRAFT', null)).toBe('Draft');
    expect(statusLabel('IN_REVIEW', null)).toBe('In review');
    expect(statusLabel('SCHEDULED', Date.UTC(2026, 10, 24, 12, 30))).toBe('Scheduled for 24 Nov 2026, 14:30 (Kigali)');
    expect(statusLabel('PUBLISHED', null)).toBe('Published');
  });

  test('the overdue banner counts in the singular and the plural', () => {
    expect(overdueText(1)).toBe('1 scheduled post is overdue and will be published within a minute.');
    expect(overdueText(2)).toBe('2 scheduled posts are overdue and will be published within a minute.');
  });
});
