import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff.ts';
import { browserName } from '../../../src/pages/admin/staff/AccountPage.tsx';
import { SLOW, newSession, renderApp, sessionRefused, withAdminServer } from './render.tsx';

// Your account's sessions against a real server: listed, ended one by one or all but this one.
const server = withAdminServer();
const graphqlUrl = () => `${server.url}/graphql`;
const ADMIN_QUERY = 'query { activeSubscriberCount }';
const signIn = async () => (await newSession(server))!;
const refused = (token: string) => sessionRefused(server, token, ADMIN_QUERY);

describe('Your account', () => {
  test('the account menu beside Logout leads to it', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/admin/overview', { token: await signIn(), graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('link', { name: 'Your account' }));
    expect(history.location.pathname).toBe('/admin/account');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  });

  test('lists the sessions, this one marked; End ends another, which the server then refuses', async () => {
    const user = userEvent.setup();
    const mine = await signIn();
    const other = await signIn();
    renderApp('/admin/account', { token: mine, graphqlUrl: graphqlUrl() });
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    expect(await within(table).findByText('This session')).toBeInTheDocument();
    const ends = await within(table).findAllByRole('button', { name: /^End the session of/ });
    expect(ends.length).toBeGreaterThanOrEqual(1);
    const rowsBefore = within(table).getAllByRole('row').length;

    await user.click(ends.at(-1)!);
    await expect.poll(() => within(table).getAllByRole('row').length, SLOW).toBe(rowsBefore - 1);
    // Some session other than this one was ended; this one still works.
    expect(await refused(mine)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'End all others' }));
    await expect.poll(() => within(table).getAllByRole('row').length, SLOW).toBe(2);
    expect(await refused(other)).toBe(true);
    expect(await refused(mine)).toBe(false);
    expect(screen.queryByRole('button', { name: 'End all others' })).toBeNull();
  });

  test('“Your name” changes one’s own first and second names, trimmed, after checking them', async () => {
    const user = userEvent.setup();
    const token = await signIn();
    renderApp('/admin/account', { token, graphqlUrl: graphqlUrl() });
    const form = within(await screen.findByRole('form', { name: 'Your name' }, SLOW));
    const first = form.getByLabelText(/^First name/);
    await user.clear(first);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(STAFF_MESSAGES.firstNameRequired)).toBeInTheDocument();
    await user.type(first, '  Aline ');
    await user.clear(form.getByLabelText(/^Second name/));
    await user.type(form.getByLabelText(/^Second name/), 'Uwase');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await expect
      .poll(async () => (await server.gql<{ me: { firstName: string; secondName: string } }>('query { me { firstName secondName } }', {}, token)).data?.me, SLOW)
      .toEqual({ firstName: 'Aline', secondName: 'Uwase' });
  });

  test('a browser is named as a person would recognise it', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge on Windows',
    );
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserName('')).toBe('Unknown browser');
  });
});
