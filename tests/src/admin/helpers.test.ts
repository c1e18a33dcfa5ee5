import { describe, expect, test } from 'vitest';
import { contentPreview, formatDate } from '../../../src/pages/admin/common/format.ts';
import { pageAfterLogin } from '../../../src/pages/admin/login/RequireToken.tsx';
import { adminUiSlice, sidebarToggled } from '../../../store/adminUiSlice.ts';
import { tokenHasExpired } from '../../../store/tokenExpiry.ts';
import { fakeToken } from './render.tsx';

describe('admin helpers', () => {
  test('dates in the local format, "Invalid date" when unreadable', () => {
    expect(formatDate(1_700_000_000_000)).toBe(new Date(1_700_000_000_000).toLocaleDateString());
    expect(formatDate('1700000000000')).toBe(new Date(1_700_000_000_000).toLocaleDateString());
    expect(formatDate('yesterday-ish')).toBe('Invalid date');
    expect(formatDate(undefined)).toBe('Invalid date');
  });

  test('content previews are cut to 50 characters plus an ellipsis', () => {
    expect(contentPreview('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(contentPreview('short')).toBe('short');
    // A character is what a reader sees: an emoji is never cut in half.
    expect(contentPreview(`${'a'.repeat(49)}👩🏽‍🎓 and more`)).toBe(`${'a'.repeat(49)}👩🏽‍🎓...`);
  });

  test('after login: back to the page first asked for, else the overview', () => {
    expect(pageAfterLogin({ from: '/admin/subscriptions' })).toBe('/admin/subscriptions');
    expect(pageAfterLogin(null)).toBe('/admin/overview');
    expect(pageAfterLogin({ from: '//evil.example' })).toBe('/admin/overview');
    expect(pageAfterLogin({ from: '/LoginIn' })).toBe('/admin/overview');
  });

  test("a token's own expiry is read from its exp claim", () => {
    expect(tokenHasExpired(fakeToken(60))).toBe(false);
    expect(tokenHasExpired(fakeToken(-1))).toBe(true);
    expect(tokenHasExpired('opaque-token')).toBe(false);
  });

  test('the sidebar collapse toggles', () => {
    const collapsed = adminUiSlice.reducer(undefined, sidebarToggled());
    expect(collapsed.sidebarCollapsed).toBe(true);
    expect(adminUiSlice.reducer(collapsed, sidebarToggled()).sidebarCollapsed).toBe(false);
  });
});
