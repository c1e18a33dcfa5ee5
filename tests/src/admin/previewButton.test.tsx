import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ADD_POST } from '../../../store/api/posts.ts';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// "Preview" on a post's admin page against a real server: it makes a link, opens it in a
// new tab and shows it to copy; "Revoke preview links" ends every link; a published post has none,
// and a Contributor sees none on someone else's draft.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;

const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }';
const PREVIEW_POST = 'query ($token: String!) { previewPost(token: $token) { title } }';

async function draft(title: string, token = server.token): Promise<string> {
  const { data } = await server.gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: { title, content: 'Some text.', category: 'Events' } }, token);
  return data!.saveDraft._id;
}

const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/preview\//, '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Preview on a post’s admin page', () => {
  test('Preview opens a new link in a new tab and shows it read-only to copy; revoking ends it', async () => {
    const user = userEvent.setup();
    const id = await draft('Draft To Preview');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp(`/admin/overview/${id}`, { token: server.token, graphqlUrl: graphqlUrl() });

    await user.click(await screen.findByRole('button', { name: 'Preview' }, SLOW));
    const field = await screen.findByRole('textbox', { name: 'Preview link' }, SLOW);
    const url = (field as HTMLInputElement).value;
    expect(url).toMatch(/^http:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{22}$/);
    expect(field).toHaveAttribute('readonly');
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect((await server.gql<{ previewPost: { title: string } }>(PREVIEW_POST, { token: tokenOf(url) })).data!.previewPost.title).toBe('Draft To Preview');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Preview link copied', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke preview links' }));
    expect(await screen.findByText('Preview links revoked', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Preview link' })).toBeNull());
    expect((await server.gql<{ previewPost: unknown }>(PREVIEW_POST, { token: tokenOf(url) })).data!.previewPost).toBeNull();
  });

  test('a published post has no Preview', async () => {
    const { data } = await server.gql<{ addPost: { _id: string } }>(
      ADD_POST,
      { input: { title: 'Already Public', content: 'Some text.', category: 'Events', contentSections: [], image_urls: [] } },
      server.token,
    );
    renderApp(`/admin/overview/${data!.addPost._id}`, { token: server.token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('heading', { level: 1, name: 'Already Public' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  test('a Contributor has Preview on their own draft, not on someone else’s', async () => {
    const contributor = server.staff.CONTRIBUTOR!;
    const theirs = await draft('Contributor Own Draft', contributor.token);
    const view = renderApp(`/admin/overview/${theirs}`, { token: contributor.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('button', { name: 'Preview' }, SLOW)).toBeInTheDocument();
    view.unmount();

    const others = await draft('Owner Draft For Contributor');
    renderApp(`/admin/overview/${others}`, { token: contributor.token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('heading', { level: 1, name: 'Owner Draft For Contributor' }, SLOW);
    // Who is signed in is known once the page decides.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull(), SLOW);
    expect(screen.queryByRole('button', { name: 'Revoke preview links' })).toBeNull();
  });
});
