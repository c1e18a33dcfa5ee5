// The route error boundary (src/lib/routeTable.tsx, src/components/RouteError.tsx) in the app's own
// router: a page whose chunk does not arrive shows the error in its place, inside the site's frame,
// and every other page still opens. jsdom loads no chunks over a network, so the Impact page's
// module is made to fail as a dropped script does; tests/e2e/navigation.test.ts drops the real
// script in Chromium.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderApp } from './renderApp.tsx';

vi.mock('../../src/pages/public/ImpactPage.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const failed = { level: 1, name: 'This page could not be loaded' } as const;

test('a page whose chunk fails to load shows the route error inside the site, with a way to try again', async () => {
  // React reports the error it caught; the page shows it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp('/ImpactPage');
  expect(await screen.findByRole('heading', failed)).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByText('Please check your connection and try again.')).toBeInTheDocument();
  expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(within(mainNav()).getByRole('link', { name: 'Impact' })).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('Impact | Build Career Foundation');
});

test('the other pages still open, and the failing one fails again in its place', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user, history } = renderApp('/ImpactPage');
  await screen.findByRole('heading', failed);

  await user.click(within(mainNav()).getByRole('link', { name: 'Who We Are' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Who We Are' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', failed)).not.toBeInTheDocument();

  await user.click(within(mainNav()).getByRole('link', { name: 'Impact' }));
  expect(await screen.findByRole('heading', failed)).toBeInTheDocument();
  expect(history.location.pathname).toBe('/ImpactPage');
  expect(screen.queryByRole('heading', { level: 1, name: 'Who We Are' })).not.toBeInTheDocument();
});
