// How stored images are named and sized: the upload service writes these urls, the pages read them.

/** The widths every upload is re-encoded to (never upscaled), for `srcset`. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * The widths stored for an image `width` pixels wide: the standard widths below it, then the
 * image's own width capped at the largest standard one. A 300-pixel image gets just [300].
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** Height of a variant of a `width` x `height` image scaled to `variantWidth`. */
export function variantHeight(width: number, height: number, variantWidth: number): number {
  return Math.max(1, Math.round((height * variantWidth) / width));
}

export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** `/uploads/<hash>.webp` (the largest width) or `/uploads/<hash>-<width>.webp`. */
export function uploadPath(hash: string, width?: number): string {
  return width === undefined ? `/uploads/${hash}.webp` : `/uploads/${hash}-${width}.webp`;
}

/**
 * The url handed out for an upload: the largest variant's size rides along in the query so that
 * a page can reserve the image's box and list every width in `srcset` without asking the server.
 * The server ignores the query; the bytes are the same.
 */
export function uploadUrl(hash: string, width: number, height: number): string {
  return `${uploadPath(hash)}?w=${width}&h=${height}`;
}
