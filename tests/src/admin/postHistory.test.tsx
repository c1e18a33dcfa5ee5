import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, test } from 'vitest';
import { PostHistory, HISTORY_TEXTS } from '../../../src/pages/admin/posts/PostHistory.tsx';
import { setupStore } from '../../../store/index.ts';
import { joinApi } from '../../../store/api/base.ts';
import { ADD_POST, UPDATE_POST } from '../../../store/api/posts.ts';
import { POST_REVISIONS, type PostRevisionItem } from '../../../store/api/postRevisions.ts';
import { memoryStorage } from '../../machines/helpers.ts';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// A post's History on its admin page against a real server: revisions newest first with who, when
// (Kigali time) and what changed; "Restore" makes an old one the current draft, the public version
// staying; the empty state; no Restore for someone who may not edit the post.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;

const FIRST = {
  title: 'History Heron',
  content: 'Students and mentors planted two hundred trees around the school.',
  category: 'Events',
  contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.' }],
  image_urls: [{ url: '/uploads/aaa.webp', filename: 'first.jpg' }],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
};

let postId: string;

beforeAll(async () => {
  const created = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: FIRST }, server.token);
  postId = created.data!.addPost._id;
  await server.gql(
    UPDATE_POST,
    {
      input: {
        ...FIRST,
        post_id: postId,
        title: 'History Heron, renamed',
        content: 'Students planted three hundred trees around the school.',
        contentSections: [...FIRST.contentSections, { sectionTitle: 'Noon', paragraph1: 'Lunch.' }],
        image_urls: [...FIRST.image_urls, { url: '/uploads/bbb.webp', filename: 'second.jpg' }],
        youtube_video_url: null,
      },
    },
    server.token,
  );
});

/** An entry's who-and-when line (its parts are several elements). */
const entryStarting = (start: string) => (_: string, element: Element | null) => element?.tagName === 'P' && !!element.textContent?.startsWith(start);

const revisionsOf = async (id: string) => (await server.gql<{ postRevisions: PostRevisionItem[] }>(POST_REVISIONS, { id }, server.token)).data!.postRevisions;

describe('the History of a post', () => {
  test('revisions newest first: who, when in Kigali time, what changed; Restore makes an old one the draft', async () => {
    const user = userEvent.setup();
    const [newest, oldest] = await revisionsOf(postId);
    renderApp(`/admin/overview/${postId}`, { token: server.token, graphqlUrl: graphqlUrl() });
    const history = (await screen.findByRole('heading', { level: 2, name: 'History' }, SLOW)).closest('section')!;
    await within(history).findAllByRole('button', { name: /^Restore the revision of / }, SLOW);
    const entries = history.querySelector('ol')!.children;
    expect(entries).toHaveLength(2);
    const [top, bottom] = [...entries] as HTMLElement[];
    expect(top).toHaveTextContent(/^Published by /);
    // Kigali is two hours ahead of UTC all year.
    const time = within(top!).getByText((_, element) => element?.tagName === 'TIME');
    const hour = Number(/(\d\d):\d\d:\d\d/.exec(time.textContent!)![1]);
    expect(hour).toBe((new Date(newest!.date).getUTCHours() + 2) % 24);
    expect(time).toHaveAttribute('datetime', new Date(newest!.date).toISOString());
    const changes = within(top!).getByRole('list', { name: /^Changes of / });
    expect([...changes.children].map((line) => line.textContent)).toEqual([
      'Title: “History Heron” → “History Heron, renamed”',
      'Content changed: +1/−3 words',
      'Section 2 added',
      'Images: 1 → 2',
      'Video removed',
    ]);
    expect(bottom).toHaveTextContent(HISTORY_TEXTS.first);

    const oldestTime = within(bottom!).getByText((_, element) => element?.tagName === 'TIME').textContent!;
    const restore = within(bottom!).getByRole('button', { name: `Restore the revision of ${oldestTime}` });
    expect(restore).toHaveTextContent('Restore');
    await user.click(restore);
    expect(await screen.findByText(HISTORY_TEXTS.restored, {}, SLOW)).toBeInTheDocument();
    // Refetched: the restore is the newest revision; the public version is still the renamed one.
    await within(history).findByText(entryStarting('Restored by '), {}, SLOW);
    expect(history.querySelector('ol')!.children).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('History Heron, renamed');
    const after = await revisionsOf(postId);
    expect(after[0]).toMatchObject({ kind: 'RESTORE', title: oldest!.title });
    const staff = await server.gql<{ staffPost: { post: { title: string }; draft: { title: string } } }>(
      'query ($id: ID!) { staffPost(id: $id) { post { title } draft { title } } }',
      { id: postId },
      server.token,
    );
    expect(staff.data!.staffPost).toEqual({ post: { title: 'History Heron, renamed' }, draft: { title: 'History Heron' } });
  });

  test('someone who may not edit the post sees its history without Restore', async () => {
    renderApp(`/admin/overview/${postId}`, { token: server.staff.CONTRIBUTOR!.token, graphqlUrl: graphqlUrl() });
    const history = (await screen.findByRole('heading', { level: 2, name: 'History' }, SLOW)).closest('section')!;
    expect(await within(history).findAllByText(entryStarting('Published by '), {}, SLOW)).toHaveLength(2);
    expect(within(history).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });

  test('a post without revisions: "No revisions yet."', async () => {
    const storage = memoryStorage();
    storage.setItem('userToken', server.token);
    const store = setupStore(undefined, { storage, graphqlUrl: graphqlUrl() });
    joinApi(store);
    render(
      <Provider store={store}>
        <PostHistory postId="00000000-0000-4000-8000-000000000000" canRestore />
      </Provider>,
    );
    expect(await screen.findByText(HISTORY_TEXTS.empty, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
  });
});
