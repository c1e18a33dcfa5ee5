import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { SEND_CONTACT_MESSAGE } from '../../../store/api/contact.ts';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// The Messages page against a real server. A server takes 5 messages an hour from one address:
// this file sends three.
const server = withAdminServer();
const graphqlUrl = () => `${server.url}/graphql`;

beforeAll(async () => {
  for (const name of ['Aline', 'Eric', 'Grace']) {
    await server.gql(SEND_CONTACT_MESSAGE, {
      input: { name, email: `${name.toLowerCase()}@example.rw`, message: `Hello from ${name}, I would like to help.` },
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

// What is stored, read straight from the server (the app itself reads a page at a time).
const GET_ALL_CONTACT_MESSAGES = 'query getAllContactMessages { getAllContactMessages { name } }';
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name }, SLOW)).closest('tr')!;
const storedNames = async () =>
  ((await server.gql<{ getAllContactMessages: { name: string }[] }>(GET_ALL_CONTACT_MESSAGES, {}, server.token)).data!
    .getAllContactMessages ?? []).map((message) => message.name);

describe('the Messages page', () => {
  test('lists the messages newest first with date, name, a mailto link, the text and Unread; the sidebar counts them', async () => {
    renderApp('/admin/messages', { token: server.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const grace = await rowOf('Grace');
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Grace', 'Eric', 'Aline']);
    expect(within(grace).getByRole('link', { name: 'grace@example.rw' })).toHaveAttribute('href', 'mailto:grace@example.rw');
    expect(within(grace).getByText('Hello from Grace, I would like to help.')).toBeInTheDocument();
    expect(within(grace).getByText(new Date().toLocaleDateString())).toBeInTheDocument();
    expect(within(grace).getByText('Unread')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute('href', '/admin/messages');
    expect(document.title).toBe('Admin | Build Career Foundation');
  });

  test('marking a message read changes its status and the count', async () => {
    const user = userEvent.setup();
    renderApp('/admin/messages', { token: server.token, graphqlUrl: graphqlUrl() });
    const eric = await rowOf('Eric');
    await user.click(within(eric).getByRole('button', { name: 'Mark the message from Eric read' }));
    await expect.poll(() => within(eric).queryByText('Read'), SLOW).not.toBeNull();
    expect(within(eric).queryByRole('button', { name: /^Mark/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await expect.poll(() => within(nav).queryByRole('link', { name: 'Messages 2 unread' }), SLOW).not.toBeNull();
  });

  test('deleting asks first: dismissed, the message stays; accepted, it goes with a toast', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/admin/messages', { token: server.token, graphqlUrl: graphqlUrl() });
    const aline = await rowOf('Aline');
    await user.click(within(aline).getByRole('button', { name: 'Delete the message from Aline' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this message?');
    expect(await storedNames()).toContain('Aline');

    confirm.mockReturnValue(true);
    await user.click(within(aline).getByRole('button', { name: 'Delete the message from Aline' }));
    expect(await screen.findByText('Message deleted successfully!', {}, SLOW)).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('rowheader', { name: 'Aline' }), SLOW).toBeNull();
    expect(await storedNames()).not.toContain('Aline');
  });
});
