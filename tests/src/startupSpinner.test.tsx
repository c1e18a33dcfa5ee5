import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from './renderApp.tsx';

describe('start-up spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('announces loading for 2000 ms, then goes', async () => {
    renderApp('/');
    expect(screen.getByRole('status').textContent).toBe('Loading Build Career Foundation…');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
