// The card list's queries at 3,000 posts, on PGlite and on PostgreSQL: each page is read from an
// index in the list's order (no sort, no scan of every post), whatever the filter and the cursor.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Queryable } from '../../../server/db/index.ts';
import { postsRepository, type CardCursor } from '../../../server/posts/repository.ts';
import type { PostCategory } from '../../../shared/rules.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.each(databasesOf(import.meta.url))('card list plans at 3,000 posts on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  beforeAll(async () => {
    await server.services.db.query(
      `INSERT INTO posts (title, content, category, date_posted)
       SELECT 'Post ' || n, repeat('Words of the post. ', 40),
              CASE WHEN n % 50 = 0 THEN 'Stories' ELSE (ARRAY['Celebrations','Events','Meetings'])[1 + n % 3] END,
              timestamptz '2020-01-01' + n * interval '17 hours'
       FROM generate_series(1, 3000) AS n`,
    );
    await server.services.db.query('ANALYZE posts');
  });

  /** Runs a repository call and answers the plans of the page queries it made. */
  async function plansOf(call: (db: Queryable) => Promise<unknown>): Promise<PlanNode[]> {
    const plans: PlanNode[] = [];
    const db = server.services.db;
    const explaining: Queryable = {
      async query<T>(sql: string, params?: unknown[]) {
        if (/ORDER BY posts.date_posted DESC, posts.id DESC/.test(sql)) {
          const [row] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
          plans.push(row!['QUERY PLAN'][0]!.Plan);
        }
        return db.query<T>(sql, params);
      },
    };
    await call(explaining);
    return plans;
  }

  /** The page of `category` after `after` is read in one query from one of `indexes`, in the list's order: no sort, no scan of every post. */
  async function expectReadFromIndex(category: PostCategory | null, after: CardCursor | null, indexes: readonly string[]) {
    const plans = await plansOf((db) => postsRepository(db).listCards({ category, after, first: 12 }));
    expect(plans).toHaveLength(1);
    const all = nodes(plans[0]!);
    expect(all.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(all.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(indexes).toContain(all.find((node) => node['Relation Name'] === 'posts')?.['Index Name']);
  }

  // A common category (a third of the posts) is read along the newest-first index, skipping
  // the others; a rare one (one post in fifty) from its own index.
  const EITHER = ['posts_cards_newest_first', 'posts_cards_by_category'];
  test.each([
    ['every post, first page', null, false, ['posts_cards_newest_first']],
    ['every post, after a cursor', null, true, ['posts_cards_newest_first']],
    ['a common category, first page', 'Events', false, EITHER],
    ['a common category, after a cursor', 'Events', true, EITHER],
    ['a rare category, first page', 'Stories', false, ['posts_cards_by_category']],
    ['a rare category, after a cursor', 'Stories', true, ['posts_cards_by_category']],
  ] as const)('%s: an index scan in order, no sort', async (_name, category, paged, indexes) => {
    const posts = postsRepository(server.services.db);
    const first = await posts.listCards({ category, after: null, first: 12 });
    expect(first.total).toBe(category === 'Stories' ? 60 : category === 'Events' ? 980 : 3000);
    const after = paged ? first.next : null;
    await expectReadFromIndex(category, after, indexes);
  });

  // With a third of the posts not public (drafts, in review, scheduled), the public
  // lists still read only published posts, from the same partial indexes, with the same totals.
  test.each([
    ['every post', null, ['posts_cards_newest_first']],
    ['a common category', 'Events', EITHER],
    ['a rare category', 'Stories', ['posts_cards_by_category']],
  ] as const)('with 1,500 unpublished posts beside them, %s: published only, an index scan in order', async (_name, category, indexes) => {
    const [unpublished] = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE status <> 'PUBLISHED'`);
    if (unpublished!.n === 0) {
      await server.services.db.query(
        `INSERT INTO posts (title, content, category, date_posted, status, publish_at)
         SELECT 'Unpublished ' || n, repeat('Words of the draft. ', 40),
                CASE WHEN n % 50 = 0 THEN 'Stories' ELSE (ARRAY['Celebrations','Events','Meetings'])[1 + n % 3] END,
                timestamptz '2020-01-01' + n * interval '34 hours' + interval '5 minutes',
                (ARRAY['DRAFT','IN_REVIEW','SCHEDULED'])[1 + n % 3],
                CASE WHEN n % 3 = 2 THEN now() + interval '1 day' END
         FROM generate_series(1, 1500) AS n`,
      );
      await server.services.db.query('ANALYZE posts');
    }
    const posts = postsRepository(server.services.db);
    const first = await posts.listCards({ category, after: null, first: 12 });
    expect(first.total).toBe(category === 'Stories' ? 60 : category === 'Events' ? 980 : 3000);
    expect(first.items.every((card) => card.title.startsWith('Post '))).toBe(true);
    for (const after of [null, first.next]) {
      await expectReadFromIndex(category, after, indexes);
    }
  });
});
