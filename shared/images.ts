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
  return `/uploads/${hash}${width === undefined ? '' : `-${width}`}.webp`;
}

/**
 * The url handed out for an upload: the largest variant's size rides along in the query so that
 * a page can reserve the image's box and list every width in `srcset` without asking the server.
 * The server ignores the query; the bytes are the same.
 */
export function uploadUrl(hash: string, width: number, height: number): string {
  return `${uploadPath(hash)}?w=${width}&h=${height}`;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * An upload's url read back: the origin it was written on ('' for a path of this site), its hash
 * and, when the url carries it, the largest width's size.
 */
export interface ParsedUpload {
  origin: string;
  hash: string;
  size?: ImageSize;
}

// The size is read only in the form `uploadUrl` writes it (`?w=..&h=..`, whole pixels); an upload
// url with any other query is the hash alone. The API hands the url out absolute (on this site's
// origin); the origin, a scheme and a host without `/`, is read before the path in one way only.
const UPLOAD_URL = /^(https?:\/\/[^/?#]+|)\/uploads\/([0-9a-f]{64})\.webp(?:\?(?:w=([1-9]\d{0,5})&h=([1-9]\d{0,5})|[^#]*))?$/;

/**
 * The one reader of `uploadUrl`'s urls, as a path or absolute, for the pages, the link previews and
 * the e-mails alike. Any other url (an older post's image on another host, a static file) is null.
 */
export function parseUploadUrl(url: string): ParsedUpload | null {
  const match = UPLOAD_URL.exec(url);
  if (!match) return null;
  const [, origin, hash, width, height] = match;
  return { origin: origin!, hash: hash!, size: width ? { width: Number(width), height: Number(height) } : undefined };
}

/**
 * Each upload also keeps one JPEG, for the places where no `srcset` can be offered and WebP is not
 * shown everywhere (e-mail readers such as Outlook for Windows, link-preview crawlers):
 * JPEG_WIDTH wide, or the image's own width when it is narrower.
 */
export const JPEG_WIDTH = 1200;

/** `/uploads/<hash>.jpg`: an upload's one JPEG. */
export function jpegPath(hash: string): string {
  return `/uploads/${hash}.jpg`;
}

/**
 * The JPEG's exact size, from the size of the largest stored WebP (what the url carries): the
 * image service writes the JPEG at precisely this size, so pages can state it without asking.
 */
export function jpegSize(largest: ImageSize): ImageSize {
  const width = Math.min(largest.width, JPEG_WIDTH);
  return { width, height: variantHeight(largest.width, largest.height, width) };
}

/**
 * The one picture sent where no `srcset` can be offered (link previews, e-mails): the upload's
 * JPEG, on the origin the upload's url names (none: a path of this site), with its size when the
 * url tells the upload's.
 */
export function previewJpeg({ origin, hash, size }: ParsedUpload): { url: string; size?: ImageSize } {
  return { url: origin + jpegPath(hash), ...(size ? { size: jpegSize(size) } : {}) };
}
