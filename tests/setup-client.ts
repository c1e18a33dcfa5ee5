import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling: a no-op stands in, and tests spy on it where scrolling matters.
// (Some store tests run in a Node environment, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Every page is a lazily loaded route: the first visit of one in a test file imports (and has
// vitest transform) its whole module graph, which takes more than the default second of findBy*
// when the machine is busy (CI runs the static checks beside the tests). Waiting up to fifteen
// seconds for a page to appear is the same check.
configure({ asyncUtilTimeout: 15_000 });

// Each test is a fresh tab: what a page kept for its tab (sessionStorage) goes with the test.
afterEach(() => {
  cleanup();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
