import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { LIFECYCLE_MESSAGES } from '../../../src/pages/admin/posts/PostLifecycle.tsx';
import { SLOW, renderApp, withAdminMailServer } from './render.tsx';

// The edit page of a post an Editor scheduled "with send", against a real server with e-mail on:
// an Author (who may not send newsletters) is told before saving that a change cancels the send,
// and after saving that it did; the post's page says so when opened again.
const { server } = withAdminMailServer({ staff: true });

const graphqlUrl = () => `${server.url}/graphql`;

/** The Author's post, submitted, then scheduled by the Editor with its send. */
async function approvedForSending(title: string): Promise<string> {
  const author = server.staff.AUTHOR!;
  const saved = await server.gql<{ saveDraft: { _id: string } }>(
    'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
    { input: { title, content: 'The approved text.', category: 'Events' } },
    author.token,
  );
  const id = saved.data!.saveDraft._id;
  await server.gql('mutation ($id: ID!) { submitForReview(id: $id) { _id } }', { id }, author.token);
  const scheduled = await server.gql<{ schedulePost: { status: string } }>(
    'mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at, sendToSubscribers: true) { status } }',
    { id, at: Date.now() + 86_400_000 },
    server.staff.EDITOR!.token,
  );
  expect(scheduled.data!.schedulePost.status).toBe('SCHEDULED');
  return id;
}

const sendOf = async (id: string) =>
  (
    await server.gql<{ staffPost: { sendPending: boolean; sendCancelledAt: number | null } }>(
      'query ($id: ID!) { staffPost(id: $id) { sendPending sendCancelledAt } }',
      { id },
      server.token,
    )
  ).data!.staffPost;

describe('the edit page of a post scheduled with its send', () => {
  test('tells an Author that saving cancels the send, then that it was cancelled', async () => {
    const user = userEvent.setup();
    const id = await approvedForSending('Science fair');
    renderApp(`/admin/updateActivities/${id}`, { token: server.staff.AUTHOR!.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(LIFECYCLE_MESSAGES.sendCancelledOnChange, undefined, SLOW)).toBeInTheDocument();
    // They may not publish it early nor move its time while the send is kept (only cancel the schedule).
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel schedule' })).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Science fair, new text');
    await user.click(screen.getByRole('button', { name: 'Update post' }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.sendCancelledBySave, undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/^The e-mail to subscribers was cancelled on /, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(LIFECYCLE_MESSAGES.sendCancelledOnChange)).toBeNull();
    await expect.poll(async () => (await sendOf(id)).sendPending, SLOW).toBe(false);
    expect((await sendOf(id)).sendCancelledAt).not.toBeNull();
  });

  test('shows the Editor the pending send, and anyone a cancelled one when the page opens', async () => {
    const pending = await approvedForSending('Debate night');
    const first = renderApp(`/admin/updateActivities/${pending}`, { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(LIFECYCLE_MESSAGES.sendPending, undefined, SLOW)).toBeInTheDocument();
    // The Editor's own changes approve the send anew: no warning for them.
    expect(screen.queryByText(LIFECYCLE_MESSAGES.sendCancelledOnChange)).toBeNull();
    first.unmount();

    const cancelled = await approvedForSending('Chess club');
    await server.gql(
      'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
      { input: { post_id: cancelled, title: 'Chess club, rewritten', content: 'Other text.', category: 'Events' } },
      server.staff.AUTHOR!.token,
    );
    renderApp(`/admin/updateActivities/${cancelled}`, { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(/^The e-mail to subscribers was cancelled on /, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(LIFECYCLE_MESSAGES.sendPending)).toBeNull();
  });

  test("an Editor's \"Send to subscribers\" on a post changed since their page showed it is refused, and nothing is queued", async () => {
    const user = userEvent.setup();
    const author = server.staff.AUTHOR!;
    const saved = await server.gql<{ saveDraft: { _id: string } }>(
      'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
      { input: { title: 'Book drive', content: 'The text the Editor reads.', category: 'Events' } },
      author.token,
    );
    const id = saved.data!.saveDraft._id;
    await server.gql('mutation ($id: ID!) { publishPost(id: $id) { _id } }', { id }, author.token);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(`/admin/overview/${id}`, { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    const button = await screen.findByRole('button', { name: 'Send to subscribers' }, SLOW);
    await vi.waitFor(() => expect(button).toBeEnabled(), SLOW);
    // The Author changes their published post while the Editor's page shows the old text.
    const updated = await server.gql<{ updatePost: { _id: string } }>(
      'mutation ($input: PostInputUpdate!) { updatePost(input: $input) { _id } }',
      { input: { post_id: id, title: 'Book drive', content: 'Other text.', category: 'Events', contentSections: [] } },
      author.token,
    );
    expect(updated.data?.updatePost._id).toBe(id);
    await user.click(button);
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This post was changed meanwhile; reload it and try again.');
    const sends = await server.gql<{ getNewsletterSends: { post_id: string }[] }>('query { getNewsletterSends { post_id } }', {}, server.token);
    expect(sends.data!.getNewsletterSends.filter((send) => send.post_id === id)).toEqual([]);
    confirm.mockRestore();
  });
});
