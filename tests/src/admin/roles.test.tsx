import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ROLES, can, type Role } from '../../../shared/roles.ts';
import { ADMIN_PAGES } from '../../../shared/routes.ts';
import { ADD_POST } from '../../../store/api/posts.ts';
import { MAKE_SUBSCRIBE } from '../../../store/api/subscribers.ts';
import { SLOW, renderApp, postInput, withAdminServer } from './render.tsx';

// The admin area as each role sees it, against a real server with a person of every role: what
// the roles table (shared/roles.ts) says a role may not do is not offered.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;
const tokenOf = (role: Role) => (role === 'OWNER' ? server.token : server.staff[role]!.token);

async function addPost(title: string, token: string): Promise<string> {
  const created = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: postInput(title) }, token);
  return created.data!.addPost._id;
}

/** The admin area at `path` as `role`, once the server has said who is signed in. */
async function openAs(role: Role, path: string) {
  const rendered = renderApp(path, { token: tokenOf(role), graphqlUrl: graphqlUrl() });
  const answered = () => {
    const queries = (rendered.store.getState() as { api?: { queries: Record<string, { endpointName?: string; status: string }> } }).api?.queries ?? {};
    return Object.values(queries).some((query) => query.endpointName === 'getMe' && query.status === 'fulfilled');
  };
  // The first answer may wait behind the server's start-up work on a busy machine.
  await expect.poll(answered, { timeout: 15_000 }).toBe(true);
  // The store has the answer; let React draw what it changes before anything is looked at.
  await act(() => Promise.resolve());
  return rendered;
}

beforeAll(async () => {
  await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'reader@example.org' } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Waits until the admin menu shows exactly the role's pages: the server has said who is signed in. */
async function roleKnown(role: Role) {
  const expected = ADMIN_PAGES.filter((page) => page.menu !== null && (!page.needs || can(role, page.needs)));
  const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
  await waitFor(() => {
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(
      expected.map((page) => expect.stringMatching(new RegExp(`^${page.menu}`))),
    );
  }, SLOW);
}

describe.each(ROLES)('as %s', (role) => {
  test('the menu lists only the pages the role may use, in the table’s order', async () => {
    await openAs(role, '/admin/overview');
    const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
    const everyone = ADMIN_PAGES.filter((page) => page.menu !== null && !page.needs);
    const expected = ADMIN_PAGES.filter((page) => page.menu !== null && (!page.needs || can(role, page.needs)));
    const links = () => menu.getAllByRole('link').map((link) => link.textContent);
    // Until the server has said who is signed in, only what every role may use shows; then the role's.
    const seen: (string | null)[][] = [links()];
    await waitFor(() => {
      seen.push(links());
      expect(links()).toEqual(expected.map((page) => expect.stringMatching(new RegExp(`^${page.menu}`))));
    }, SLOW);
    // Never more than the role may use, at any moment seen.
    for (const shown of seen) {
      for (const label of shown) expect(expected.some((page) => label?.startsWith(page.menu!)), `${label} shown to ${role}`).toBe(true);
      for (const page of everyone) expect(shown.some((label) => label?.startsWith(page.menu!))).toBe(true);
    }
  });

  test("someone else's post page offers Edit, Delete and Send to subscribers as the role allows", async () => {
    const title = `Owner's post for ${role}`;
    const id = await addPost(title, server.token);
    await openAs(role, `/admin/overview/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeInTheDocument();
    await roleKnown(role);
    expect(screen.queryByRole('link', { name: `Edit ${title}` }) !== null).toBe(can(role, 'posts.any'));
    expect(screen.queryByRole('button', { name: `Delete ${title}` }) !== null).toBe(can(role, 'posts.any'));
    expect(screen.queryByRole('button', { name: 'Send to subscribers' }) !== null).toBe(can(role, 'newsletter.send'));
  });

  test('the overview offers a new post, and each row’s Edit and Delete, as the role allows', async () => {
    const title = `Row for ${role}`;
    await addPost(title, server.token);
    await openAs(role, '/admin/overview');
    expect(await screen.findByRole('rowheader', { name: title }, SLOW)).toBeInTheDocument();
    await roleKnown(role);
    // Contributors too: they write drafts and submit them for review.
    expect(screen.queryByRole('link', { name: 'Add New Activity' }) !== null).toBe(can(role, 'posts.draft'));
    expect(screen.queryByRole('link', { name: `Edit ${title}` }) !== null).toBe(can(role, 'posts.any'));
    expect(screen.queryByRole('button', { name: `Delete ${title}` }) !== null).toBe(can(role, 'posts.any'));
  });

  test('the subscriptions page, with Export CSV, only for a role that manages subscribers', async () => {
    const { history } = await openAs(role, '/admin/subscriptions');
    if (can(role, 'subscribers.manage')) {
      expect(await screen.findByRole('button', { name: 'Export CSV' }, SLOW)).toBeInTheDocument();
    } else {
      await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/overview');
      expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    }
  });

  test('the donations page and its campaigns, only for a role that manages donations', async () => {
    const { history } = await openAs(role, '/admin/donations');
    if (can(role, 'donations.manage')) {
      expect(await screen.findByRole('heading', { level: 1, name: 'Donations' }, SLOW)).toBeInTheDocument();
      await history.navigate('/admin/donations/campaigns');
      expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' }, SLOW)).toBeInTheDocument();
    } else {
      await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/overview');
      expect(screen.queryByRole('heading', { name: 'Donations' })).toBeNull();
      await history.navigate('/admin/donations/campaigns');
      await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/overview');
      expect(screen.queryByRole('heading', { name: 'Campaigns' })).toBeNull();
    }
  });
});

// Their own published posts (a Contributor's never are: they submit drafts for review).
describe.each(ROLES.filter((role) => can(role, 'posts.own')))('as %s, who may write posts', (role) => {
  test('their own post page offers Edit and Delete', async () => {
    const title = `${role}'s own post`;
    const id = await addPost(title, tokenOf(role));
    await openAs(role, `/admin/overview/${id}`);
    expect(await screen.findByRole('link', { name: `Edit ${title}` }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${title}` })).toBeInTheDocument();
  });

  test('their post page’s Delete, once confirmed, deletes it on the server', async () => {
    const user = userEvent.setup();
    const title = `${role}'s post to delete`;
    const id = await addPost(title, tokenOf(role));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await openAs(role, `/admin/overview/${id}`);
    await user.click(await screen.findByRole('button', { name: `Delete ${title}` }, SLOW));
    const stored = async () => (await server.gql<{ getOnePost: unknown }>('query ($id: ID!) { getOnePost(id: $id) { _id } }', { id })).data!.getOnePost;
    await expect.poll(stored, SLOW).toBeNull();
  });
});

// The editor: what its buttons offer follows the lifecycle rule for the role.
describe.each(ROLES)('as %s, in the editor', (role) => {
  test('the new post page and their own draft offer Publish or Submit for review, Schedule and the send as the role allows', async () => {
    const mayPublish = can(role, 'posts.own');
    const maySend = mayPublish && can(role, 'newsletter.send');
    const created = await openAs(role, '/admin/addNewActivitie');
    await screen.findByRole('heading', { name: 'Add New Activity' }, SLOW);
    await roleKnown(role);
    expect(screen.queryByRole('button', { name: 'Save post' }) !== null).toBe(mayPublish);
    expect(screen.queryByRole('button', { name: 'Submit for review' }) !== null).toBe(!mayPublish);
    expect(screen.queryByRole('button', { name: 'Publish and send to subscribers' }) !== null).toBe(maySend);
    created.unmount();

    const title = `${role}'s own draft`;
    const saved = await server.gql<{ saveDraft: { _id: string } }>(
      'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
      { input: { title, content: 'Half written.' } },
      tokenOf(role),
    );
    const id = saved.data!.saveDraft._id;
    await openAs(role, `/admin/updateActivities/${id}`);
    expect(await screen.findByText('Draft', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    await roleKnown(role);
    expect(screen.queryByRole('button', { name: 'Publish' }) !== null).toBe(mayPublish);
    expect(screen.queryByRole('button', { name: 'Submit for review' }) !== null).toBe(!mayPublish);
    expect(screen.queryByRole('button', { name: 'Schedule' }) !== null).toBe(mayPublish);
    expect(screen.queryByRole('button', { name: 'Publish and send to subscribers' }) !== null).toBe(maySend);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  test('their own draft’s page says it is a draft and offers Edit, whatever the role', async () => {
    const title = `${role}'s draft to open`;
    const saved = await server.gql<{ saveDraft: { _id: string } }>(
      'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
      { input: { title } },
      tokenOf(role),
    );
    await openAs(role, `/admin/overview/${saved.data!.saveDraft._id}`);
    expect(await screen.findByText('Status: Draft', undefined, SLOW)).toBeInTheDocument();
    // The page draws what the person may do once it knows who they are, maybe a render later.
    expect(await screen.findByRole('link', { name: `Edit ${title}` }, SLOW)).toBeInTheDocument();
  });
});
