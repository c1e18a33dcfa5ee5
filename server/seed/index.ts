import type { Db } from '../db/index.ts';
import { repositories } from '../repositories/index.ts';
import { SAMPLE_POSTS } from './samplePosts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the sample posts once in the life of a database, so a new installation never looks
 * empty; once staff delete them they stay deleted.
 */
export async function seedSampleContent(db: Db, authorId: string | null, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const repos = repositories(tx);
    if (!(await repos.meta.claim('sample_content', new Date(now).toISOString()))) return 0;
    for (const { daysAgo, ...post } of SAMPLE_POSTS) {
      await repos.posts.insert({ ...post, image_url: [], image_urls: [] }, authorId, new Date(now - daysAgo * DAY_MS));
    }
    return SAMPLE_POSTS.length;
  });
}
