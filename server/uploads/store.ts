import { uploadUrl } from '../../shared/images.ts';
import type { Repositories } from '../db/repositories.ts';
import type { StoredImage } from './repository.ts';
import { encodeImage, inspectImage, type InspectedImage } from './process.ts';
import type { UploadLimits } from './limits.ts';

export interface SavedImage {
  url: string;
  filename: string;
}

/**
 * Encodes the inspected uploads (skipping any whose bytes are already stored) and writes them
 * all in one transaction: a request stores every image or none. Uploads and the sample content
 * both come through here.
 */
export async function saveImages(repos: Repositories, images: InspectedImage[], limits: UploadLimits): Promise<SavedImage[]> {
  const sizes = new Map<string, { width: number; height: number }>();
  const fresh = new Map<string, StoredImage>();
  for (const image of images) {
    if (sizes.has(image.hash)) continue;
    const known = await repos.images.largestSize(image.hash);
    if (known) {
      sizes.set(image.hash, known);
      continue;
    }
    const encoded = await encodeImage(image, limits);
    fresh.set(image.hash, encoded);
    sizes.set(image.hash, encoded.variants.at(-1)!);
  }

  if (fresh.size > 0) {
    // Hash order: two requests storing overlapping sets lock the same keys in the same order.
    const ordered = [...fresh.values()].sort((a, b) => (a.hash < b.hash ? -1 : 1));
    await repos.transaction(async (tx) => {
      for (const image of ordered) await tx.images.insert(image);
    });
  }

  return images.map((image) => {
    const size = sizes.get(image.hash)!;
    return { url: uploadUrl(image.hash, size.width, size.height), filename: image.filename };
  });
}

/** Inspects and stores images made by the server itself (the sample content). */
export async function saveGeneratedImages(
  repos: Repositories,
  files: { bytes: Buffer; filename: string }[],
  limits: UploadLimits,
): Promise<SavedImage[]> {
  const inspected = [];
  for (const file of files) inspected.push(await inspectImage(file.bytes, file.filename, limits));
  return saveImages(repos, inspected, limits);
}
