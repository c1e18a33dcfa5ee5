// An upload's one JPEG (shared/images.ts). Uploads stored since the JPEG was kept have it from the
// start; an upload stored before gets it on the first request for it, made from its largest WebP.
import sharp from 'sharp';
import { jpegSize } from '../../shared/images.ts';
import type { ImageVariant, ImagesRepository } from './repository.ts';
import { encodeJpeg } from './process.ts';

/**
 * Encodings under way in this process, by hash: concurrent first requests share one. Across
 * processes each may encode, but the row is inserted whole or not at all (ON CONFLICT DO NOTHING)
 * and every request answers with the row read back, so all serve the same complete bytes.
 */
const making = new Map<string, Promise<ImageVariant | null>>();

async function make(images: Pick<ImagesRepository, 'variant' | 'jpeg' | 'insertJpeg'>, hash: string): Promise<ImageVariant | null> {
  const largest = await images.variant(hash);
  if (!largest) return null;
  const jpeg = await encodeJpeg(sharp(largest.bytes), jpegSize(largest));
  try {
    await images.insertJpeg(hash, jpeg);
  } catch (error) {
    // The image was deleted meanwhile (the foreign key refuses the row): there is nothing to serve.
    if (!(await images.variant(hash))) return null;
    throw error;
  }
  return images.jpeg(hash);
}

/** The upload's JPEG, made and stored now if the upload has none yet; null for an unknown hash. */
export async function uploadJpeg(images: Pick<ImagesRepository, 'variant' | 'jpeg' | 'insertJpeg'>, hash: string): Promise<ImageVariant | null> {
  const stored = await images.jpeg(hash);
  if (stored) return stored;
  let pending = making.get(hash);
  if (!pending) {
    pending = make(images, hash).finally(() => making.delete(hash));
    making.set(hash, pending);
  }
  return pending;
}
