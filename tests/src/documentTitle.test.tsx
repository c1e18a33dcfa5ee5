import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setupStore } from '../../store/index.ts';
import { FakeGraphqlServer, data } from '../kit/fakeGraphqlServer.ts';
import { post } from './fixtures.ts';
import { renderApp } from './renderApp.tsx';

const api = new FakeGraphqlServer();
beforeAll(() => api.start());
afterAll(() => api.stop());

describe('the document title', () => {
  test('names the page on a direct load', async () => {
    renderApp('/ContactPage');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(document.title).toBe('Contact | Build Career Foundation');
  });

  test('follows the visitor from page to page, and back home', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    expect(document.title).toBe('Build Career Foundation: guided choices, brighter futures');

    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(document.title).toBe('Frequently Asked Questions | Build Career Foundation');

    await user.click(within(footer).getByRole('link', { name: 'Impact' }));
    await screen.findByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' });
    expect(document.title).toBe('Impact | Build Career Foundation');

    await user.click(screen.getAllByRole('link', { name: /Build Career Foundation/ })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    expect(document.title).toBe('Build Career Foundation: guided choices, brighter futures');
  });

  test('says so on a page that does not exist', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.title).toBe('Page not found | Build Career Foundation');
  });

  test('names a post’s page after the post once it is loaded, and leaves it for the next page', async () => {
    api.on('getOnePost', () => data({ getOnePost: post({ _id: 'grad', title: 'Graduation day' }) }));
    const { user } = renderApp('/ActivityDetailsPage/grad', { store: setupStore(undefined, { graphqlUrl: api.url }) });
    await screen.findByRole('heading', { level: 1, name: 'Graduation day' });
    expect(document.title).toBe('Graduation day | Build Career Foundation');

    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(document.title).toBe('Contact | Build Career Foundation');
  });
});
