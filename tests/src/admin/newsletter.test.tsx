import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { ADD_POST } from '../../../store/api/posts.ts';
import { MAKE_SUBSCRIBE } from '../../../store/api/subscribers.ts';
import { SLOW, catchDownloads, renderApp, withAdminServer } from './render.tsx';

// E-mail in the admin area against a real server with e-mail off (no SMTP_URL): the Newsletter
// page says how to set it up, a send is refused with that, and the subscriptions show status and export.
const server = withAdminServer();
const graphqlUrl = () => `${server.url}/graphql`;

beforeAll(async () => {
  for (const email of ['one@example.org', '=cmd@example.org']) {
    await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('e-mail in the admin area, e-mail off', () => {
  test('the Newsletter entry in the sidebar opens a page saying e-mail is not set up and how', async () => {
    const user = userEvent.setup();
    renderApp('/admin/overview', { token: server.token, graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('link', { name: 'Newsletter' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail is not set up' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('SMTP_URL')).toBeInTheDocument();
    expect(screen.getByText('PUBLIC_URL')).toBeInTheDocument();
  });

  test("Send to subscribers asks \"Send '{title}' to {n} subscribers?\"; dismissed sends nothing, accepted is refused with how to set e-mail up", async () => {
    const user = userEvent.setup();
    const created = await server.gql<{ addPost: { _id: string } }>(
      ADD_POST,
      {
        input: {
          title: 'Newsletter post',
          content: 'Students and mentors planted two hundred trees around the school.',
          category: 'Events',
          contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.' }],
          image_urls: [{ url: '/uploads/aaa.webp', filename: 'first.jpg' }],
        },
      },
      server.token,
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderApp(`/admin/overview/${created.data!.addPost._id}`, { token: server.token, graphqlUrl: graphqlUrl() });
    const button = await screen.findByRole('button', { name: 'Send to subscribers' }, SLOW);
    // The post's own read carries its date: no list of every post behind the page.
    expect(screen.getByText(/^Posted:/)).toHaveTextContent(`Posted: ${new Date().toLocaleDateString()}`);
    await vi.waitFor(() => expect(button).toBeEnabled(), SLOW);
    await user.click(button);
    expect(confirm).toHaveBeenLastCalledWith("Send 'Newsletter post' to 2 subscribers?");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MAIL_TEXTS.mailOff);
  });

  test('subscriptions: a Status column and Export CSV downloading every subscriber', async () => {
    const user = userEvent.setup();
    const { blobs, names } = catchDownloads();
    renderApp('/admin/subscriptions', { token: server.token, graphqlUrl: graphqlUrl() });
    const row = (await screen.findByRole('rowheader', { name: 'one@example.org' }, SLOW)).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The export asks the server for every subscriber (the table holds one page) before it saves.
    await waitFor(() => expect(names).toHaveLength(1), SLOW);
    const csv = await blobs[0]!.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"email","status","date_subscribed","last_category_emailed"');
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^"one@example\.org","ACTIVE","\d{4}-\d\d-\d\dT[^"]*Z",""$/)]));
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^"'=cmd@example\.org","ACTIVE",/)]));
  });
});
