// The Activities page's byte budget with 3,000 posts: a first visit on a phone costs at
// most 1.25 times what it costs with the nine sample posts. The served document is counted as it
// is sent (it carries the first page of cards), brotli-compressed like the build's own files.
// Beside the 3,000 published posts, half as many again are not public (drafts, in review,
// scheduled: a third of all posts), the newest of all: were they to leak into the list
// they would fill its first page, and the bytes and the public list would show it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { POST_CATEGORIES } from '../../shared/rules.ts';
import { postsRepository } from '../../server/posts/repository.ts';
import { DIST_DIR, PHONE, startE2E, type E2E } from './harness.ts';
import { KB, weighPage, type PageWeight } from './pageWeight.ts';

export const SCALE_BUDGET = { posts: 3000, unpublished: 1500, ratio: 1.25 };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.stop());

/** The page's weight with the document as served (with its answers), not the bare template. */
async function weigh(path: string): Promise<PageWeight> {
  const weight = await weighPage(await e2e.newPage(PHONE), e2e.baseUrl, path, DIST_DIR);
  const template = brotliCompressSync(readFileSync(join(DIST_DIR, 'index.html'))).length;
  const served = brotliCompressSync(Buffer.from(await (await fetch(new URL(path, e2e.baseUrl))).text())).length;
  return { ...weight, total: weight.total - template + served };
}

test(`/ActivitiesPage with ${SCALE_BUDGET.posts} posts weighs at most ${SCALE_BUDGET.ratio} times its weight with the samples`, async () => {
  const sample = await weigh('/ActivitiesPage');
  const posts = postsRepository(e2e.services.db);
  const [first] = await e2e.services.db.query<{ image_url: unknown }>('SELECT image_url FROM posts ORDER BY date_posted DESC LIMIT 1');
  const picture = (first?.image_url as { url: string; filename: string }[] | undefined) ?? [];
  // Older than the samples, each with a whole post's text and sections.
  await e2e.services.db.query(
    `INSERT INTO posts (title, content, category, content_sections, image_url, image_urls, date_posted)
     SELECT 'Activity number ' || n, repeat('Students and mentors met to plan the next term. ', 12),
            ($1::text[])[1 + n % 4], $2::jsonb, $3::jsonb, $3::jsonb, timestamptz '2015-01-01' + n * interval '1 day'
     FROM generate_series(1, $4::int) AS n`,
    [POST_CATEGORIES, JSON.stringify([{ sectionTitle: 'What happened', paragraph1: 'A good day. '.repeat(40) }]), JSON.stringify(picture), SCALE_BUDGET.posts - 9],
  );
  // Newer than every published post, each with as much text; drafts, in review and scheduled a month ahead in turn.
  await e2e.services.db.query(
    `INSERT INTO posts (title, content, category, content_sections, image_url, image_urls, date_posted, status, publish_at)
     SELECT 'Unpublished number ' || n, repeat('Notes for a post that is not ready yet. ', 12),
            ($1::text[])[1 + n % 4], $2::jsonb, $3::jsonb, $3::jsonb, now() - n * interval '1 second',
            (ARRAY['DRAFT', 'IN_REVIEW', 'SCHEDULED'])[1 + n % 3],
            CASE WHEN n % 3 = 2 THEN now() + interval '30 days' + n * interval '1 minute' END
     FROM generate_series(1, $4::int) AS n`,
    [POST_CATEGORIES, JSON.stringify([{ sectionTitle: 'Plan', paragraph1: 'To be written. '.repeat(40) }]), JSON.stringify(picture), SCALE_BUDGET.unpublished],
  );
  expect(await posts.count()).toBe(SCALE_BUDGET.posts + SCALE_BUDGET.unpublished);
  expect((await posts.listPublished()).length).toBe(SCALE_BUDGET.posts);
  const scaled = await weigh('/ActivitiesPage');
  // The first screen a visitor gets carries published posts only.
  const served = await (await fetch(new URL('/ActivitiesPage', e2e.baseUrl))).text();
  expect(served).toContain('Activity number');
  expect(served).not.toContain('Unpublished number');
  console.log(
    `/ActivitiesPage first visit: ${(sample.total / KB).toFixed(1)} KB with 9 posts, ${(scaled.total / KB).toFixed(1)} KB with ${SCALE_BUDGET.posts} (and ${SCALE_BUDGET.unpublished} not public)`,
  );
  expect(scaled.total).toBeLessThanOrEqual(sample.total * SCALE_BUDGET.ratio);
  expect(scaled.js).toBe(sample.js);
});
