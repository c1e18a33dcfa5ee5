// The overview's overdue banner asks overdueScheduledPosts: how many scheduled posts are
// past their time and not yet published, on PGlite and PostgreSQL; staff only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode } from '../../kit/graphql.ts';
import { TestServer } from '../../kit/server.ts';

const OVERDUE = 'query { overdueScheduledPosts }';
const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }';

describe.each(databasesOf(import.meta.url))('overdueScheduledPosts on $name', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    // The scheduler ticks only at start here: the test makes posts overdue and publishes them itself.
    server = new TestServer(kind, { seed: false, scheduleTickMs: 3_600_000 });
    await server.start();
    token = await server.login();
  });
  afterAll(() => server.destroy());

  const overdue = async () => {
    const { data, errors } = await server.gql<{ overdueScheduledPosts: number }>(OVERDUE, {}, token);
    expect(errors).toBeUndefined();
    return data!.overdueScheduledPosts;
  };

  async function post(title: string, status: string, publishAt: Date | null): Promise<string> {
    const { data } = await server.gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: { title, content: `About ${title}.`, category: 'Events' } }, token);
    const id = data!.saveDraft._id;
    await server.services.db.query('UPDATE posts SET status = $2, publish_at = $3::timestamptz WHERE id = $1', [id, status, publishAt?.toISOString() ?? null]);
    return id;
  }

  test('counts only scheduled posts whose time has come, until they are published', async () => {
    expect(await overdue()).toBe(0);
    await post('A draft', 'DRAFT', null);
    await post('In review', 'IN_REVIEW', null);
    await post('Next month', 'SCHEDULED', new Date(Date.now() + 30 * 24 * 3_600_000));
    expect(await overdue()).toBe(0);

    const late = await post('Missed morning', 'SCHEDULED', new Date(Date.now() - 60_000));
    await post('Missed evening', 'SCHEDULED', new Date(Date.now() - 1_000));
    expect(await overdue()).toBe(2);

    // The scheduler's claim publishes both; the future one stays scheduled and is not counted.
    const published = await server.services.repos.posts.publishDue();
    expect(published.map((p) => p.title).sort()).toEqual(['Missed evening', 'Missed morning']);
    expect(await overdue()).toBe(0);
    expect(await server.services.repos.posts.find(late)).toMatchObject({ status: 'PUBLISHED' });
  });

  test('is refused without a token, with a forged one, a malformed one and an oversized one', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const bad of [undefined, forged, 'not-a-token', 'x'.repeat(10_000)]) {
      const { data, errors } = await server.gql(OVERDUE, {}, bad);
      expect(data).toBeNull();
      expect(errorCode({ errors })).toBe('UNAUTHENTICATED');
    }
  });
});
