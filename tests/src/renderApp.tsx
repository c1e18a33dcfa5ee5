// The one way client tests mount the app: src/App.tsx with its own route table (src/routes.tsx
// through src/lib/routeTable.tsx), in a MemoryRouter in place of the BrowserRouter of src/main.tsx.
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { setupStore, type AppStore, type RootState } from '../../store/index.ts';
import { App } from '../../src/App.tsx';
import { memoryStorage } from '../machines/helpers.ts';
import { siteContentAnswers } from './siteContentAnswers.ts';

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

export interface AppOptions {
  /** The store to run on; else a fresh one made from the options below. */
  store?: AppStore;
  /** Where the store's GraphQL requests go. */
  graphqlUrl?: string;
  /** A token in the store's storage (memory) as if from an earlier login. */
  token?: string | null;
  storage?: Storage;
  preloaded?: Partial<RootState>;
  fakeTimers?: boolean;
}

/** The whole app at `path`, with a fresh store and an in-memory history. */
export function renderApp(path = '/', options: AppOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  if (options.token) storage.setItem('userToken', options.token);
  const startPath = new URL(path, 'http://localhost').pathname;
  // The page's site content arrives with it, as the server writes it into a first visit.
  const store = options.store ?? setupStore(options.preloaded, { storage, graphqlUrl: options.graphqlUrl, startPath, preloadedAnswers: siteContentAnswers(path) });
  const history: Partial<TestHistory> = {};
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <HistoryProbe history={history} />
    </MemoryRouter>
  );
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(<App store={store} Router={Router} />);
  return { ...view, store, storage, history: history as TestHistory, user };
}

/** How long a route's chunk may take to arrive: the first import of a page in a test run is compiled then, which a busy machine makes slow. */
const CHUNK_ARRIVAL_MS = 30_000;

/**
 * The app at `path`, once its page is on screen: as on a first visit, nothing shows until the
 * route's chunk has arrived (src/lib/routeTable.tsx); every page is drawn inside a `main`.
 */
export async function openPage(path: string, options: AppOptions = {}) {
  const app = renderApp(path, options);
  await screen.findByRole('main', {}, { timeout: CHUNK_ARRIVAL_MS });
  return app;
}
