// The app's page-view beacon (src/lib/beacon.ts): the first page a visit shows is its arrival,
// which the server counted; each later move is sent once, with no referrer; none while a staff
// member is signed in. Runs with modules of its own: the first page it sees is the visit's first.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEACON_PATH } from '../../shared/insightsBeacon.ts';
import { visitArrival } from '../../src/lib/beacon.ts';
import { renderApp } from './renderApp.tsx';

const sent: [string, string][] = [];
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeAll(() => {
  // The browser's own API, at the edge of the app: what it would send is recorded.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push([url, body]);
      return true;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the page-view beacon', () => {
  test('the first page is the arrival and sends nothing; a move sends its path and language, with no referrer', async () => {
    expect(visitArrival()).toEqual({ source: '', path: '' });
    const { user, unmount } = renderApp('/?ref=Newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    // The layout's effect sees a page after the page is on screen.
    await waitFor(() => expect(visitArrival()).toEqual({ source: 'newsletter', path: '/?ref=Newsletter' }));
    expect(sent).toEqual([]);
    await user.click(within(mainNav()).getByRole('link', { name: 'How Does BCF works' }));
    await screen.findByRole('heading', { level: 1, name: 'How Does Giving to the BCF Work?' });
    await waitFor(() => expect(sent).toEqual([[BEACON_PATH, JSON.stringify({ p: '/HowDoesGivingWorkPage', l: 'en', r: '' })]]));
    // The arrival stays the visit's first address.
    expect(visitArrival()).toEqual({ source: 'newsletter', path: '/?ref=Newsletter' });
    unmount();
  });

  test('no beacon while a staff member is signed in', async () => {
    const before = sent.length;
    const { user, unmount } = renderApp('/', { token: 'a-staff-token' });
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    await user.click(within(mainNav()).getByRole('link', { name: 'How Does BCF works' }));
    await screen.findByRole('heading', { level: 1, name: 'How Does Giving to the BCF Work?' });
    expect(sent.length).toBe(before);
    unmount();
  });
});
