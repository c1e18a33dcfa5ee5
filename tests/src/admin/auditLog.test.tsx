import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { ADD_POST } from '../../../store/api/posts.ts';
import { SLOW, postInput, renderApp, withAdminServer } from './render.tsx';

// The audit log's page ("Activity log") against a real server with a person of every role: what
// they did, as the server logged it (each sign-in of the start, an Editor's post, the Owner's
// session actions).
const server = withAdminServer({ staff: true });
let editorEmail: string;
const graphqlUrl = () => `${server.url}/graphql`;

beforeAll(async () => {
  const editor = server.staff.EDITOR!;
  editorEmail = (await server.gql<{ me: { email: string } }>('query { me { email } }', {}, editor.token)).data!.me.email;
  await server.gql(ADD_POST, { input: postInput('Tree planting') }, editor.token);
  // Enough of the Owner's own entries for a second page (each ends no session: there is no other).
  for (let i = 0; i < 55; i++) await server.gql('mutation { endOtherSessions }', {}, server.token);
}, 120_000);

const actions = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the Activity log page', () => {
  test('lists what was done newest first, 50 a page: when, who, action, item, address, browser', async () => {
    const user = userEvent.setup();
    renderApp('/admin/activity', { token: server.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity log' })).toBeInTheDocument();
    await screen.findAllByRole('rowheader', {}, SLOW);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Action', 'Item', 'Address', 'Browser']);
    expect(actions()).toHaveLength(50);
    expect(new Set(actions())).toEqual(new Set(['sessions.others_ended']));
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText(server.admin.email)).toBeInTheDocument();
    expect(within(first).getByText('127.0.0.1')).toBeInTheDocument();
    expect(screen.getByText(/^1–50 of \d+ entries$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(() => screen.queryByText(/^51–\d+ of \d+ entries$/), SLOW).not.toBeNull();
    await expect.poll(() => actions().includes('post.created'), SLOW).toBe(true);
    expect(actions()).toContain('login.succeeded');
    const post = screen.getByRole('rowheader', { name: 'post.created' }).closest('tr')!;
    expect(within(post).getByText(editorEmail)).toBeInTheDocument();
  });

  test('filters by action and by person; a filter that matches nothing says so', async () => {
    const user = userEvent.setup();
    renderApp('/admin/activity', { token: server.token, graphqlUrl: graphqlUrl() });
    await screen.findAllByRole('rowheader', {}, SLOW);
    const action = screen.getByRole('combobox', { name: 'Action' });
    await expect.poll(() => within(action).queryByRole('option', { name: 'post.created' }), SLOW).not.toBeNull();
    await user.selectOptions(action, 'post.created');
    await expect.poll(() => actions().join(), SLOW).toBe('post.created');
    expect(screen.getByText('1–1 of 1 entries')).toBeInTheDocument();

    await user.selectOptions(action, '');
    const person = screen.getByRole('combobox', { name: 'Person' });
    await user.selectOptions(person, editorEmail);
    await expect.poll(() => actions().join(), SLOW).toBe('post.created,login.succeeded');
    for (const row of screen.getAllByRole('row').slice(1)) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(editorEmail);

    await user.selectOptions(action, 'sessions.others_ended');
    expect(await screen.findByText('Nothing matches these filters.', {}, SLOW)).toBeInTheDocument();
  });

  test('an Editor has no Activity log in the menu and is taken from the page to the start', async () => {
    renderApp('/admin/activity', { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: /Activities Overview|Overview/ }, SLOW)).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(menu.queryByRole('link', { name: 'Activity log' })).toBeNull();
  });

  test('a log that cannot be read says so and offers Refresh', async () => {
    renderApp('/admin/activity', { token: 'not-a-token', graphqlUrl: `${server.url}/no-such-endpoint` });
    expect(await screen.findByText('Failed to fetch the activity log.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
