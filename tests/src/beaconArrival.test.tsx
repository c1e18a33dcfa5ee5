// The app keeps its visit's arrival source as a candidate (src/lib/beacon.ts), cut where Insights'
// rule cuts a campaign name (shared/insightsVisits.ts): the server keeps a pledge's source only
// when it is a source by that rule. Runs with modules of its own: the first page it sees is the
// visit's first.
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SOURCE_MAX, visitSource } from '../../shared/insightsVisits.ts';
import { visitArrival } from '../../src/lib/beacon.ts';
import { renderApp } from './renderApp.tsx';

test('a long `ref` is cut to SOURCE_MAX characters, as the rule cuts it', async () => {
  const search = `?ref=Partner-${'X'.repeat(100)}`;
  const { unmount } = renderApp(`/${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
  // The layout's effect sees the first page after it is on screen.
  await waitFor(() => expect(visitArrival().path).not.toBe(''));
  const { source } = visitArrival();
  expect(source).toHaveLength(SOURCE_MAX);
  expect(source).toBe(visitSource(search, '', location.hostname));
  unmount();
});
