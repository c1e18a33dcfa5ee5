import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff.ts';
import { PASSWORD_CHECK_TEXTS } from '../../../src/pages/admin/common/PasswordCheck.tsx';
import { STAFF_TEXTS } from '../../../src/pages/admin/staff/StaffPage.tsx';
import { SLOW, renderApp, withAdminMailServer } from './render.tsx';

// The Users page against a real server with e-mail on: the Owner invites someone (the e-mail goes),
// a Resend too soon is refused with the server's reason, an expired invitation says so and is sent
// again; ownership is handed to an Administrator after the question and a password check. The
// tests run in order: each finds the people as the one before left them.
const { server, smtp } = withAdminMailServer({ staff: true });

const graphqlUrl = () => `${server.url}/graphql`;
const INVITED = 'new.editor@example.rw';
const openUsers = async () => {
  const app = renderApp('/admin/users', { token: server.token, graphqlUrl: graphqlUrl() });
  await screen.findByRole('table', { name: 'Users' }, SLOW);
  return app;
};
/** The row whose e-mail cell is `email`, once it shows. */
const rowOf = async (email: string) => (await screen.findByRole('cell', { name: email }, SLOW)).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('invitations with e-mail on', () => {
  test('Invite someone: Cancel closes the form; sent, a toast says to whom, the e-mail goes and the invitation is listed', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    await user.click(within(screen.getByRole('form', { name: 'Invite someone' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const form = within(screen.getByRole('form', { name: 'Invite someone' }));
    await user.type(form.getByRole('textbox', { name: 'Email' }), INVITED);
    await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Editor');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(`Invitation sent to ${INVITED}`, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.queryByText(STAFF_TEXTS.mailOff)).toBeNull();

    const row = await rowOf(INVITED);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('—');
    expect(cellsOf(row)).toEqual([INVITED, 'Editor', '—', 'Never', 'Invited', 'Resend Cancel invitation']);
    const mail = await smtp.waitFor(INVITED);
    expect(mail.mail.text).toContain('Editor');
  });

  test('Resend right away is refused with the server’s reason; once expired the invitation says so, and Resend sends it again', async () => {
    const { user, unmount } = await openUsers();
    await user.click(within(await rowOf(INVITED)).getByRole('button', { name: `Resend the invitation to ${INVITED}` }));
    expect(await screen.findByText(STAFF_MESSAGES.resendTooSoon, {}, SLOW)).toBeInTheDocument();
    expect(smtp.to(INVITED)).toHaveLength(1);
    unmount();

    await server.query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [INVITED]);
    const again = await openUsers();
    const row = await rowOf(INVITED);
    expect(cellsOf(row)[4]).toBe('Invited (expired)');
    await again.user.click(within(row).getByRole('button', { name: `Resend the invitation to ${INVITED}` }));
    expect(await screen.findByText(`Invitation sent again to ${INVITED}`, {}, SLOW)).toBeInTheDocument();
    await expect.poll(() => cellsOf(row)[4], SLOW).toBe('Invited');
    await expect.poll(() => smtp.to(INVITED).length, SLOW).toBe(2);
  });
});

describe('handing over ownership', () => {
  test('Transfer ownership asks first, then for the password given too long ago; the Administrator becomes the Owner and the Owner an Administrator', async () => {
    const administrator = (await server.gql<{ me: { email: string } }>('query { me { email } }', {}, server.staff.ADMINISTRATOR!.token)).data!.me.email;
    await server.agePasswordChecks();
    const { user } = await openUsers();
    await user.click(within(await rowOf(administrator)).getByRole('button', { name: `Transfer ownership to ${administrator}` }));
    const asked = await screen.findByRole('alertdialog', { name: `Transfer ownership to ${administrator}?` });
    expect(asked).toHaveAccessibleDescription('They become the Owner and you become an Administrator. Only the new Owner can hand it back.');
    await user.click(within(asked).getByRole('button', { name: 'Transfer ownership' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const check = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    await user.type(within(check).getByLabelText(new RegExp(`^${PASSWORD_CHECK_TEXTS.label}`)), server.admin.password);
    await user.click(within(check).getByRole('button', { name: PASSWORD_CHECK_TEXTS.confirm }));
    expect(await screen.findByText(`${administrator} is now the Owner.`, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const roleOf = async (token: string) => (await server.gql<{ me: { role: string } }>('query { me { role } }', {}, token)).data?.me.role;
    expect(await roleOf(server.staff.ADMINISTRATOR!.token)).toBe('OWNER');
    expect(await roleOf(server.token)).toBe('ADMINISTRATOR');
  });

  test('says when the users cannot be loaded, and offers to ask again', async () => {
    // The server's address answers nothing.
    renderApp('/admin/users', { token: server.token });
    expect(await screen.findByText('Failed to fetch the users.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
