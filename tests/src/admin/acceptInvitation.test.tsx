import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff.ts';
import { ACCEPT_TEXTS } from '../../../src/pages/admin/login/AcceptInvitationPage.tsx';
import { SLOW, renderApp } from './render.tsx';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';

// The invitation e-mail's page, against a real server holding one open invitation.
let server: TestServerProcess;
const graphqlUrl = () => `${server.url}/graphql`;

beforeAll(async () => {
  server = await startTestServerProcess({ invitation: true });
});
afterAll(() => server?.stop());

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'a long enough new password', again = password) {
  await user.type(await screen.findByLabelText(/^First name/), 'Aline');
  await user.type(screen.getByLabelText(/^Second name/), 'Uwase');
  await user.type(screen.getByLabelText(/^Password \*?$/), password);
  await user.type(screen.getByLabelText(/^Password again/), again);
  await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
}

describe('Accept your invitation', () => {
  test('without a token, says where the link comes from', async () => {
    renderApp('/admin/accept-invitation', { graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(ACCEPT_TEXTS.noToken, {}, SLOW)).toBeInTheDocument();
  });

  test('checks the names and the password before asking', async () => {
    const user = userEvent.setup();
    renderApp(`/admin/accept-invitation?token=${server.invitationToken}`, { graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('button', { name: 'Join and sign in' }, SLOW));
    expect(await screen.findByText(STAFF_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCEPT_TEXTS.passwordRequired)).toBeInTheDocument();
    await fill(user, 'short', 'different');
    expect(await screen.findByText(ACCEPT_TEXTS.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(ACCEPT_TEXTS.confirmMismatch)).toBeInTheDocument();
  });

  test('an unknown token: a clear message, and nobody is signed in', async () => {
    const user = userEvent.setup();
    const rendered = renderApp(`/admin/accept-invitation?token=${'A'.repeat(43)}`, { graphqlUrl: graphqlUrl() });
    await fill(user);
    expect(await screen.findByText(STAFF_MESSAGES.invalidInvitation, {}, SLOW)).toBeInTheDocument();
    expect((rendered.store.getState() as { session: { token: string | null } }).session.token).toBeNull();
  });

  test('the genuine link: signed in and taken to the admin area; the link then no longer works', async () => {
    const user = userEvent.setup();
    const rendered = renderApp(`/admin/accept-invitation?token=${server.invitationToken}`, { graphqlUrl: graphqlUrl() });
    await fill(user);
    await expect.poll(() => rendered.history.location.pathname, SLOW).toBe('/admin/overview');
    const token = (rendered.store.getState() as { session: { token: string | null } }).session.token!;
    const me = (await server.gql<{ me: { email: string; role: string } }>('query { me { email role } }', {}, token)).data!.me;
    expect(me).toEqual({ email: 'invited-editor@example.rw', role: 'EDITOR' });
    rendered.unmount();

    const again = renderApp(`/admin/accept-invitation?token=${server.invitationToken}`, { graphqlUrl: graphqlUrl() });
    await fill(user);
    expect(await screen.findByText(STAFF_MESSAGES.invalidInvitation, {}, SLOW)).toBeInTheDocument();
    again.unmount();
  });
});
