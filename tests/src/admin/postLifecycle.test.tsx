import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// The edit page's lifecycle steps against a real server: each button moves the post on
// the server, and the page shows where it is then.
const server = withAdminServer();


const DRAFT = {
  content: 'The choir sang for the families.',
  category: 'Celebrations',
  contentSections: [{ sectionTitle: 'Evening', paragraph1: 'It began at six.' }],
};

async function scheduledPost(title: string): Promise<string> {
  const saved = await server.gql<{ saveDraft: { _id: string } }>('mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }', {
    input: { title, ...DRAFT },
  }, server.token);
  const id = saved.data!.saveDraft._id;
  await server.gql('mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }', { id, at: Date.now() + 86_400_000 }, server.token);
  return id;
}

const statusOf = async (id: string) =>
  (await server.gql<{ staffPost: { post: { status: string } } }>('query ($id: ID!) { staffPost(id: $id) { post { status } } }', { id }, server.token)).data!
    .staffPost.post.status;

describe('the edit page of a scheduled post', () => {
  test('shows its time in Kigali; Cancel schedule makes it a draft again', async () => {
    const user = userEvent.setup();
    const id = await scheduledPost('Choir evening');
    renderApp(`/admin/updateActivities/${id}`, { token: server.token, graphqlUrl: `${server.url}/graphql` });
    expect(await screen.findByText(/^Scheduled for .* \(Kigali\)$/, { selector: 'strong' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await expect.poll(() => statusOf(id), SLOW).toBe('DRAFT');
    expect(await screen.findByText('Draft', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  test('Publish now publishes it at once with the form’s texts', async () => {
    const user = userEvent.setup();
    const id = await scheduledPost('Early choir');
    renderApp(`/admin/updateActivities/${id}`, { token: server.token, graphqlUrl: `${server.url}/graphql` });
    const title = await screen.findByRole('textbox', { name: 'Title' }, SLOW);
    await user.clear(title);
    await user.type(title, 'Early choir, renamed');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Post updated successfully!', undefined, SLOW)).toBeInTheDocument();
    await expect.poll(() => statusOf(id), SLOW).toBe('PUBLISHED');
    const publicTitle = await server.gql<{ getOnePost: { title: string } }>('query ($id: ID!) { getOnePost(id: $id) { title } }', { id });
    expect(publicTitle.data!.getOnePost.title).toBe('Early choir, renamed');
  });

  test('Unpublish takes a published post off the site, a draft again', async () => {
    const user = userEvent.setup();
    const id = await scheduledPost('Choir to take down');
    await server.gql('mutation ($id: ID!) { publishPost(id: $id) { _id } }', { id }, server.token);
    renderApp(`/admin/updateActivities/${id}`, { token: server.token, graphqlUrl: `${server.url}/graphql` });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }, SLOW));
    await expect.poll(() => statusOf(id), SLOW).toBe('DRAFT');
    const gone = await server.gql<{ getOnePost: unknown }>('query ($id: ID!) { getOnePost(id: $id) { _id } }', { id });
    expect(gone.data!.getOnePost).toBeNull();
  });
});
