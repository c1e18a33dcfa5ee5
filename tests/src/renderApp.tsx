import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { setupStore, type AppStore } from '../../store/index.ts';
import { App } from '../../src/App.tsx';
import { routes } from '../../src/routes.tsx';

/** The whole app at `path`, with a fresh store and an in-memory history. */
export function renderApp(path = '/', { store = setupStore(), fakeTimers = false }: { store?: AppStore; fakeTimers?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  render(<App store={store} router={router} />);
  return { store, router, user };
}
