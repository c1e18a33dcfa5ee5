import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling: a no-op stands in, and tests spy on it where scrolling matters.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
