// The pages a subscriber reaches from an e-mail, in the language of the link: the
// confirmed page, the not-confirmed page, and the unsubscribe page, which a footer's language link
// opens (in the language it offers) to switch the e-mails' language with its button.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Language } from '../../../shared/i18n/languages.ts';
import { setupStore } from '../../../store/index.ts';
import { SubscriptionNotConfirmedPage } from '../../../src/pages/public/SubscriptionNotConfirmedPage.tsx';
import { SubscriptionConfirmedPage, UnsubscribePage, prepareStore } from '../../../src/pages/public/SubscriptionPages.tsx';
import { loadCatalogue } from '../../../src/i18n/messages.ts';
import { FakeGraphqlServer, data, graphqlError } from '../../kit/fakeGraphqlServer.ts';

const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());

async function show(path: string, language: Language, page: ReactNode) {
  await loadCatalogue(language);
  const store = setupStore(undefined, { graphqlUrl: server.url, startPath: new URL(path, 'http://localhost').pathname });
  prepareStore(store);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{page}</Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

describe('the subscription pages in French', () => {
  test('the confirmed page is French and leads to the French activities', async () => {
    await show('/fr/SubscriptionConfirmed', 'fr', <SubscriptionConfirmedPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre abonnement est confirmé.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos activités' })).toHaveAttribute('href', '/fr/ActivitiesPage');
  });

  test('the not-confirmed page is French, with its form', async () => {
    await show('/fr/SubscriptionNotConfirmed', 'fr', <SubscriptionNotConfirmedPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre abonnement n’est pas confirmé' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Abonnez-vous à nouveau pour recevoir un nouveau lien' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Votre adresse e-mail' })).toBeInTheDocument();
  });

  test('the unsubscribe page is French; its button unsubscribes', async () => {
    server.on('unsubscribe', () => data({ unsubscribe: { unsubscribed: true, message: 'You are unsubscribed.' } }));
    const user = await show('/fr/Unsubscribe?token=t0k', 'fr', <UnsubscribePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Se désabonner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Me désabonner' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vous êtes désabonné(e).' })).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ operationName: 'unsubscribe', variables: { token: 't0k' } });
  });

  test('opened by a language link, it offers French and changes nothing until its button is pressed', async () => {
    server.on('changeSubscriptionLanguage', () =>
      data({ changeSubscriptionLanguage: { language: 'fr', message: 'C’est fait : nos e-mails vous parviendront désormais en français.' } }),
    );
    const user = await show('/fr/Unsubscribe?language=l4ng', 'fr', <UnsubscribePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos e-mails en français' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nos e-mails en français | Build Career Foundation'));
    expect(screen.queryByRole('button', { name: 'Me désabonner' })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Oui, en français' }));
    expect(await screen.findByRole('status')).toHaveTextContent('C’est fait : nos e-mails vous parviendront désormais en français.');
    expect(server.requests.at(-1)).toMatchObject({ operationName: 'changeSubscriptionLanguage', variables: { token: 'l4ng' } });
  });

  test('a refused language link is said in the page’s language', async () => {
    server.on('changeSubscriptionLanguage', () => graphqlError('This link is not valid', 'BAD_USER_INPUT'));
    const user = await show('/rw/Unsubscribe?language=used', 'rw', <UnsubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Yego, mu Kinyarwanda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Uyu murongo ntukora/);
  });
});

describe('the subscription pages in English', () => {
  test('keep their texts', async () => {
    await show('/Unsubscribe', 'en', <UnsubscribePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText("Stop receiving the Build Career Foundation's news by e-mail.")).toBeInTheDocument();
    expect(screen.getByText('To stop our e-mails, open the unsubscribe link at the bottom of any e-mail we sent you.')).toBeInTheDocument();
  });
});
