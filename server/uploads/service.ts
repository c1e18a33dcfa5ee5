// Uploaded images as the routes reach them: an uploader's place taken (admission.ts), the images
// stored (store.ts), and a stored image read back as WebP at a width or as a JPEG (jpeg.ts).
import type { Repositories } from '../db/repositories.ts';
import { uploadAdmission } from './admission.ts';
import { uploadJpeg } from './jpeg.ts';
import type { UploadLimits } from './limits.ts';
import type { InspectedImage } from './process.ts';
import { saveImages } from './store.ts';

export function imageService(deps: { repos: Repositories; limits: UploadLimits }) {
  const { repos, limits } = deps;
  const admission = uploadAdmission(repos.rateLimitEvents, limits);
  return {
    /** Takes one of `uploaderId`'s places for an upload, or refuses it (UploadError 429). */
    admit: (uploaderId: string) => admission.begin(uploaderId),
    /** Stores checked images (re-encoded to WebP at each width); answers their addresses on this site. */
    save: (images: InspectedImage[]) => saveImages(repos, images, limits),
    /** A stored image as JPEG, made on first asking; null when there is none. */
    jpeg: (hash: string) => uploadJpeg(repos.images, hash),
    /** A stored image's WebP at `width` (its largest when none); null when there is none. */
    variant: (hash: string, width?: number) => repos.images.variant(hash, width),
  };
}

export type ImageService = ReturnType<typeof imageService>;
