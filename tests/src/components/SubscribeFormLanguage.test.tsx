// The subscribe form on a page in another language: its texts, its validation messages
// and its toasts in that language, and the language sent with the address (its e-mails' language).
// The form is drawn at /fr/ inside the app's store, router and toast host; the /fr/ pages
// themselves are the route table's (src/routes.tsx).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { TOAST_MS } from '../../../shared/constants.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { setupStore } from '../../../store/index.ts';
import SubscribeForm, { prepareStore } from '../../../src/components/subscribe/SubscribeForm.tsx';
import { Toasts } from '../../../src/components/toasts/Toasts.tsx';
import { loadCatalogue } from '../../../src/i18n/messages.ts';
import { FakeGraphqlServer, data, graphqlError } from '../../kit/fakeGraphqlServer.ts';

const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());

async function openForm(language: Language) {
  await loadCatalogue(language);
  const store = setupStore(undefined, { graphqlUrl: server.url, startPath: `/${language}/` });
  prepareStore(store);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/${language}/`]}>
        <Suspense fallback={null}>
          <SubscribeForm />
        </Suspense>
      </MemoryRouter>
      <Toasts />
    </Provider>,
  );
  return { user, form: await screen.findByRole('form') };
}

async function toast(message: string) {
  const body = await screen.findByText(message, {}, { timeout: 15_000 });
  const bar = within(body.parentElement!.parentElement!).getByRole('progressbar', { name: 'notification timer' });
  return bar.style.animationDuration;
}

describe('the subscribe form on a French page', () => {
  test('its name, label, placeholder and button are French, and no English is left', async () => {
    const { form } = await openForm('fr');
    expect(form).toHaveAccessibleName('S’abonner');
    const field = within(form).getByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(field).toHaveAttribute('placeholder', 'nom@exemple.com');
    expect(within(form).getByRole('button', { name: 'S’abonner' })).toBeInTheDocument();
    expect(form.textContent).not.toMatch(/Your email address|Subscribe\b/);
  });

  test('its validation messages are French', async () => {
    const { user, form } = await openForm('fr');
    const field = within(form).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await user.click(within(form).getByRole('button', { name: 'S’abonner' }));
    expect(await within(form).findByText('L’adresse e-mail est obligatoire !')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('L’adresse e-mail est obligatoire !');
    await user.type(field, 'someone@nowhere');
    expect(await within(form).findByText('Saisissez une adresse e-mail valide !')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.operationName === 'makeSubscribe')).toHaveLength(0);
  });

  test('the field says what is wrong in French once it is left', async () => {
    const { user, form } = await openForm('fr');
    const field = within(form).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await user.click(field);
    await user.tab();
    await vi.waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('L’adresse e-mail est obligatoire !'));
    expect(field).toHaveAccessibleDescription('L’adresse e-mail est obligatoire !');
    await user.type(field, 'not-an-email');
    await user.tab();
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Saisissez une adresse e-mail valide !'));
  });

  test('it sends the language fr with the address; the toast and the note are French', async () => {
    server.on('makeSubscribe', ({ variables }) => {
      const { subscriptionWithEmail } = variables.input as { subscriptionWithEmail: string };
      return data({ makeSubscribe: { id: 's1', subscriptionWithEmail, date_subscribed: 1, status: 'PENDING' } });
    });
    const { user, form } = await openForm('fr');
    await user.type(within(form).getByRole('textbox', { name: 'Votre adresse e-mail' }), ' Amelie@Example.fr ');
    await user.click(within(form).getByRole('button', { name: 'S’abonner' }));
    expect(await toast('🎉 Abonnement enregistré !')).toBe(`${TOAST_MS.medium}ms`);
    expect(server.requests.at(-1)).toMatchObject({
      operationName: 'makeSubscribe',
      variables: { input: { subscriptionWithEmail: 'amelie@example.fr', language: 'fr' } },
    });
    await vi.waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Consultez votre boîte de réception pour confirmer votre abonnement.'), { timeout: 15_000 });
  });

  test("the server's known refusals are said in French; an unknown one as a French failure", async () => {
    const { user, form } = await openForm('fr');
    const field = within(form).getByRole('textbox', { name: 'Votre adresse e-mail' });
    const submit = within(form).getByRole('button', { name: 'S’abonner' });
    server.on('makeSubscribe', () => graphqlError('Too many attempts. Please try again later.', 'RATE_LIMITED'));
    await user.type(field, 'amelie@example.fr');
    await user.click(submit);
    expect(await toast('❌ Trop de tentatives. Veuillez réessayer plus tard.')).toBe(`${TOAST_MS.long}ms`);
    server.on('makeSubscribe', () => graphqlError('Something the form has never heard of', 'BAD_USER_INPUT'));
    await user.click(submit);
    expect(await screen.findByText('❌ Une erreur s’est produite. Veuillez réessayer.')).toBeInTheDocument();
    expect(field).toHaveValue('amelie@example.fr');
  });
});

describe('the subscribe form on a Kinyarwanda page', () => {
  test('the field says what is wrong in Kinyarwanda once it is left', async () => {
    const { user, form } = await openForm('rw');
    const field = within(form).getByRole('textbox', { name: 'Aderesi yawe ya imeri' });
    await user.click(field);
    await user.tab();
    await vi.waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Aderesi ya imeri irakenewe!'));
    await user.type(field, 'not-an-email');
    await user.tab();
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Andika aderesi ya imeri nyayo!'));
  });

  test('is in Kinyarwanda and sends the language rw', async () => {
    server.on('makeSubscribe', () => graphqlError('This email is already subscribed', 'BAD_USER_INPUT'));
    const { user, form } = await openForm('rw');
    await user.type(within(form).getByRole('textbox', { name: 'Aderesi yawe ya imeri' }), 'uwase@example.rw');
    await user.click(within(form).getByRole('button', { name: 'Iyandikishe' }));
    await toast('❌ Iyi aderesi isanzwe yiyandikishije');
    expect(server.requests.at(-1)).toMatchObject({ variables: { input: { subscriptionWithEmail: 'uwase@example.rw', language: 'rw' } } });
  });
});
