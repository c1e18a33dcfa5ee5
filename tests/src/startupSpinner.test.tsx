import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { StartupSpinner } from '../../src/components/StartupSpinner.tsx';
import { renderApp } from './renderApp.tsx';

// The spinner on its own, on a faked clock: the whole app's lazy routes load modules, which a
// faked clock can stall on a busy machine. That the app mounts it is checked below with real time,
// and in every browser test (the harness waits for it to go).
describe('start-up spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('announces loading for 2000 ms, then goes', async () => {
    render(<StartupSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading Build Career Foundation…');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

test('the app shows the spinner when it starts', async () => {
  renderApp('/');
  expect(screen.getByRole('status')).toHaveTextContent('Loading Build Career Foundation…');
  await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
});
