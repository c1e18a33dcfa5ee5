import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../shared/rules.ts';
import type { Role } from '../../../shared/roles.ts';
import { STAFF_MESSAGES } from '../../../shared/staff.ts';
import { STAFF_TEXTS } from '../../../src/pages/admin/staff/StaffPage.tsx';
import { SLOW, renderApp } from './render.tsx';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';

// The Users page against real servers: alone (the replaced site's placeholder), and with a person
// of every role (the table, and only the actions the viewer may take).

async function settled(rendered: ReturnType<typeof renderApp>) {
  const answered = () => {
    const queries = (rendered.store.getState() as { api?: { queries: Record<string, { endpointName?: string; status: string }> } }).api?.queries ?? {};
    const done = (name: string) => Object.values(queries).some((query) => query.endpointName === name && query.status === 'fulfilled');
    return done('getMe') && done('getStaff') && done('getInvitations');
  };
  await expect.poll(answered, { timeout: 15_000 }).toBe(true);
  await act(() => Promise.resolve());
  return rendered;
}

beforeAll(async () => {
  await import('../../../src/pages/admin/routes.tsx');
});

describe('the Owner alone', () => {
  let server: TestServerProcess;
  beforeAll(async () => {
    server = await startTestServerProcess();
  });
  afterAll(() => server?.stop());

  test('keeps the replaced site’s placeholder and its Refresh button above “Invite someone”; e-mail off says how to set it up', async () => {
    await settled(renderApp('/admin/users', { token: server.token, graphqlUrl: `${server.url}/graphql` }));
    const text = await screen.findByText(STAFF_TEXTS.nothingYet);
    expect(text).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    const invite = screen.getByRole('button', { name: 'Invite someone' });
    expect(refresh.compareDocumentPosition(invite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByText(STAFF_TEXTS.mailOff)).toBeInTheDocument();
  });

  test('the invite form checks the address and the role before asking, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    await settled(renderApp('/admin/users', { token: server.token, graphqlUrl: `${server.url}/graphql` }));
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const form = within(screen.getByRole('form', { name: 'Invite someone' }));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(form.getByText(STAFF_TEXTS.roleRequired)).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'not an address');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    // The Owner may invite any role but Owner.
    const options = within(form.getByRole('combobox', { name: 'Role' })).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a role', 'Administrator', 'Editor', 'Author', 'Contributor']);
    await user.clear(form.getByRole('textbox', { name: 'Email' }));
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'new.person@example.rw');
    await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Editor');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    // This server's e-mail is off: the server refuses, and the form says why.
    expect(await form.findByRole('alert', {}, SLOW)).toHaveTextContent(STAFF_MESSAGES.invitationNeedsMail);
  });
});

describe('with a person of every role', () => {
  let server: TestServerProcess;
  const tokenOf = (role: Role) => (role === 'OWNER' ? server.token : server.staff[role]!.token);
  const open = (role: Role) => settled(renderApp('/admin/users', { token: tokenOf(role), graphqlUrl: `${server.url}/graphql` }));
  const rowOf = async (emailStart: string) => {
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    return within(within(table).getByRole('cell', { name: new RegExp(`^${emailStart}-`) }).closest('tr')!);
  };

  beforeAll(async () => {
    server = await startTestServerProcess({ staff: true, invitation: true });
  });
  afterAll(() => server?.stop());

  test('the table shows each person with role, two-factor, last sign-in and status', async () => {
    await open('OWNER');
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name', 'Email', 'Role', 'Two-factor', 'Last sign-in', 'Status', 'Actions',
    ]);
    // A header row, five people and the open invitation.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const invited = await rowOf('invited');
    expect(invited.getByText('Invited')).toBeInTheDocument();
    expect(invited.getByText('Never')).toBeInTheDocument();
    const editor = await rowOf('editor');
    expect(editor.getByText('Off')).toBeInTheDocument();
    expect(editor.getByText('Active')).toBeInTheDocument();
    expect(editor.queryByText('Never')).toBeNull();
    expect(screen.queryByText(STAFF_TEXTS.nothingYet)).toBeNull();
  });

  test('as Owner: every other row may be changed; Transfer ownership only on Administrators; not on one’s own row', async () => {
    await open('OWNER');
    const admin = await rowOf('administrator');
    expect(admin.getByRole('combobox', { name: /^Role of / })).toBeInTheDocument();
    expect(admin.getByRole('button', { name: /^Transfer ownership to / })).toBeInTheDocument();
    const editor = await rowOf('editor');
    expect(editor.getByRole('button', { name: /^Remove / })).toBeInTheDocument();
    expect(editor.queryByRole('button', { name: /^Transfer ownership/ })).toBeNull();
    const invited = await rowOf('invited');
    expect(invited.getByRole('button', { name: /^Resend the invitation to / })).toBeInTheDocument();
    expect(invited.getByRole('button', { name: /^Cancel the invitation to / })).toBeInTheDocument();
    const own = within(screen.getByText(/\(you\)$/).closest('tr')!);
    expect(own.queryAllByRole('button')).toHaveLength(0);
    expect(own.queryByRole('combobox')).toBeNull();
  });

  test('as Administrator: the other Administrator and the Owner are out of reach, the roles below are not', async () => {
    await open('ADMINISTRATOR');
    const editor = await rowOf('editor');
    const select = editor.getByRole('combobox', { name: /^Role of / });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Editor', 'Author', 'Contributor']);
    expect(editor.getByRole('button', { name: /^End sessions of / })).toBeInTheDocument();
    const owner = within(screen.getByText('Owner').closest('tr')!);
    expect(owner.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Transfer ownership/ })).toBeNull();
  });

  test('as Editor: the list, and invitations of Authors and Contributors only; no role changes or removals', async () => {
    const user = userEvent.setup();
    await open('EDITOR');
    await screen.findByRole('table', { name: 'Users' }, SLOW);
    expect(screen.queryAllByRole('combobox', { name: /^Role of / })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^(Remove|End sessions of) / })).toHaveLength(0);
    // The open invitation is an Editor's, which an Editor may not give: not theirs to resend or cancel.
    expect((await rowOf('invited')).queryAllByRole('button')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const form = within(screen.getByRole('form', { name: 'Invite someone' }));
    expect(within(form.getByRole('combobox', { name: 'Role' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a role', 'Author', 'Contributor',
    ]);
  });

  test('Authors and Contributors do not reach the page', async () => {
    for (const role of ['AUTHOR', 'CONTRIBUTOR'] as const) {
      const rendered = renderApp('/admin/users', { token: tokenOf(role), graphqlUrl: `${server.url}/graphql` });
      await expect.poll(() => rendered.history.location.pathname, { timeout: 15_000 }).toBe('/admin/overview');
      rendered.unmount();
    }
  });

  test('the Owner ends a person’s sessions, changes a role and removes someone after confirming', async () => {
    const user = userEvent.setup();
    await open('OWNER');
    const author = await rowOf('author');
    await user.click(author.getByRole('button', { name: /^End sessions of / }));
    await expect.poll(async () => (await server.gql('query { me { _id } }', {}, server.staff.AUTHOR!.token)) as { errors?: unknown[] }, SLOW)
      .toHaveProperty('errors');

    await user.selectOptions((await rowOf('editor')).getByRole('combobox', { name: /^Role of / }), 'Author');
    await expect.poll(async () => within((await rowOf('editor')).getByRole('combobox')).getByRole('option', { selected: true }).textContent, SLOW).toBe('Author');

    await user.click((await rowOf('contributor')).getByRole('button', { name: /^Remove / }));
    const dialog = within(screen.getByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click((await rowOf('contributor')).getByRole('button', { name: /^Remove / }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    await expect.poll(() => within(table).queryByRole('cell', { name: /^contributor-/ }), SLOW).toBeNull();

    await user.click((await rowOf('invited')).getByRole('button', { name: /^Cancel the invitation to / }));
    await expect.poll(() => within(table).queryByRole('cell', { name: /^invited-/ }), SLOW).toBeNull();
  });
});
