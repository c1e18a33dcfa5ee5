import sharp from 'sharp';
import { DAY_MS } from '../core/time.ts';
import type { Repositories } from '../db/repositories.ts';
import type { ImageRef } from '../posts/index.ts';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits, saveGeneratedImages } from '../uploads/index.ts';
import { SAMPLE_POSTS } from './samplePosts.ts';
import { SCENE_NAMES, sceneSvg, type SceneName } from './scenes.ts';

const SAMPLE_KEY = 'sample_content';

/** Rasterises every scene and stores it exactly as an upload would be stored. */
async function sampleImages(repos: Repositories, limits: UploadLimits): Promise<Map<SceneName, ImageRef>> {
  const files = await Promise.all(
    SCENE_NAMES.map(async (name) => ({
      // Fast, light compression: these bytes are only the input of the WebP encoding.
      bytes: await sharp(Buffer.from(sceneSvg(name))).png({ compressionLevel: 1 }).toBuffer(),
      filename: `${name}.png`,
    })),
  );
  const saved = await saveGeneratedImages(repos, files, limits);
  return new Map(SCENE_NAMES.map((name, index) => [name, saved[index]!]));
}

/**
 * Writes the sample posts once in the life of a database, so a new installation never looks
 * empty; once staff delete them they stay deleted.
 */
export async function seedSampleContent(
  repos: Repositories,
  authorId: string | null,
  now = Date.now(),
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<number> {
  // Checked first so that later starts skip drawing the pictures; the claim below decides.
  if (await repos.meta.get(SAMPLE_KEY)) return 0;
  const images = await sampleImages(repos, limits);
  return repos.transaction(async (tx) => {
    if (!(await tx.meta.claim(SAMPLE_KEY, new Date(now).toISOString()))) return 0;
    for (const { daysAgo, scenes, ...post } of SAMPLE_POSTS) {
      const gallery = scenes.map((name) => images.get(name)!);
      await tx.posts.insert(
        { ...post, image_url: gallery.slice(0, 1), image_urls: gallery },
        authorId,
        new Date(now - daysAgo * DAY_MS),
      );
    }
    return SAMPLE_POSTS.length;
  });
}
