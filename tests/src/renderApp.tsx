import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { setupStore, type AppStore } from '../../store/index.ts';
import { App } from '../../src/App.tsx';

/** What a test can see of the in-memory history: where it is, and a way to go back or forward. */
export interface TestHistory {
  location: Location;
  navigate: NavigateFunction;
}

function HistoryProbe({ history }: { history: Partial<TestHistory> }) {
  history.location = useLocation();
  history.navigate = useNavigate();
  return null;
}

/** The whole app at `path`, with a fresh store and an in-memory history. */
export function renderApp(path = '/', { store = setupStore(), fakeTimers = false }: { store?: AppStore; fakeTimers?: boolean } = {}) {
  const history: Partial<TestHistory> = {};
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <HistoryProbe history={history} />
    </MemoryRouter>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  render(<App store={store} Router={Router} />);
  return { store, history: history as TestHistory, user };
}
