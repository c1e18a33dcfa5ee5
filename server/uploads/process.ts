import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { jpegSize, variantHeight, variantWidths, type ImageSize } from '../../shared/images.ts';
import { LIMITS } from '../../shared/rules.ts';
import type { ImageVariant, StoredImage } from './repository.ts';
import { UploadError } from './errors.ts';
import { FORMAT_NAMES, SHARP_FORMAT, sniffImageFormat, type ImageFormat } from './formats.ts';
import type { UploadLimits } from './limits.ts';

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
/** What shows through a transparent image's clear parts in its JPEG, which has no transparency. */
const JPEG_BACKGROUND = '#ffffff';

/** An upload whose bytes and header passed every check, not yet decoded. */
export interface InspectedImage {
  bytes: Buffer;
  filename: string;
  hash: string;
  format: ImageFormat;
  /** Size as shown, after the EXIF orientation is applied. */
  width: number;
  height: number;
  metadata: Metadata;
}

// Path parts, control characters and bidirectional overrides (which can disguise an extension).
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name as sent, reduced to its last path part and stripped of control characters. */
export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const visible = [...base]
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 && !(code >= 0x7f && code <= 0x9f);
    })
    .join('')
    .replace(INVISIBLE, '')
    .trim();
  if (visible === '' || visible === '.' || visible === '..') return 'image';
  return [...visible].slice(0, LIMITS.filenameMax).join('');
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const unreadable = (filename: string) =>
  new UploadError(422, 'UNREADABLE_IMAGE', `"${filename}" could not be read: the image is damaged or incomplete`);

/** Checks the bytes and the header (never the pixels): the format, then the pixel count. */
export async function inspectImage(bytes: Buffer, filename: string, limits: UploadLimits): Promise<InspectedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw new UploadError(415, 'UNSUPPORTED_IMAGE_TYPE', `"${filename}" is not a ${FORMAT_NAMES} image`);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(filename);
  }
  if (metadata.format !== SHARP_FORMAT[format] || !metadata.width || !metadata.height) throw unreadable(filename);
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new UploadError(
      413,
      'TOO_MANY_PIXELS',
      `"${filename}" is ${metadata.width}x${metadata.height} pixels; at most ${limits.maxPixels / 1e6} megapixels are allowed`,
    );
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    bytes,
    filename,
    hash: sha256(bytes),
    format,
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    metadata,
  };
}

// A WebP upload that needs no turning and carries nothing to strip could be served as it is.
function servableAsSent(image: InspectedImage): boolean {
  const { metadata } = image;
  return (
    image.format === 'webp' &&
    !metadata.exif &&
    !metadata.xmp &&
    !metadata.icc &&
    !metadata.iptc &&
    (metadata.orientation ?? 1) === 1 &&
    (metadata.pages ?? 1) === 1
  );
}

/** An upload's pixels, upright, at the largest width any of its encodings needs. */
export interface UprightPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * The one decoding of an upload: turned upright per EXIF, colours in sRGB, scaled down to `width`
 * (a JPEG or WebP is decoded straight at a smaller scale when that is enough). Every encoding of
 * the upload is made from these pixels, so a photo is decoded once however many widths it gets,
 * and what is held is at most `width` pixels wide, never the full photo.
 */
export async function decodeUpright(image: InspectedImage, width: number, limits: UploadLimits): Promise<UprightPixels> {
  const pipeline = sharp(image.bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning' }).rotate();
  if (width < image.width) pipeline.resize({ width });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Writes WebP at each of `variantWidths` and the one JPEG, all from one decoding (`decode`, the
 * seam a test counts through). sharp writes no metadata unless asked, so EXIF (GPS included), XMP
 * and IPTC are gone. Animated images keep their first frame. At the image's own size, when lossy
 * WebP comes out bigger than the file that was sent (a small, already well-compressed graphic), the
 * smallest of lossy WebP, lossless WebP and, for a clean WebP upload, the sent bytes themselves is
 * kept: never the sent JPEG, PNG or GIF, which would bring their metadata back and break the one
 * content type every url promises. The encodings run one after the other: an upload keeps one of
 * the server's threads busy, not all of them.
 */
export async function encodeImage(
  image: InspectedImage,
  limits: UploadLimits,
  decode: typeof decodeUpright = decodeUpright,
): Promise<StoredImage> {
  const widths = variantWidths(image.width);
  const largest = widths.at(-1)!;

  const encode = async (pixels: UprightPixels, width: number, lossless: boolean): Promise<ImageVariant> => {
    const pipeline = fromPixels(pixels);
    // Every width is scaled from the largest: its height is the one the url's size implies.
    if (width < pixels.width) pipeline.resize({ width, height: variantHeight(pixels.width, pixels.height, width), fit: 'fill' });
    const { data, info } = await pipeline
      .webp(lossless ? { lossless: true } : { quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: data };
  };

  const variant = async (pixels: UprightPixels, width: number): Promise<ImageVariant> => {
    const lossy = await encode(pixels, width, false);
    if (width < image.width || lossy.bytes.length <= image.bytes.length) return lossy;
    const candidates = [lossy, await encode(pixels, width, true)];
    if (servableAsSent(image)) candidates.push({ width: image.width, height: image.height, bytes: image.bytes });
    return candidates.reduce((best, next) => (next.bytes.length < best.bytes.length ? next : best));
  };

  const variants: ImageVariant[] = [];
  let jpeg: ImageVariant;
  try {
    const pixels = await decode(image, largest, limits);
    for (const width of widths) variants.push(await variant(pixels, width));
    jpeg = await encodeJpeg(fromPixels(pixels), jpegSize(variants.at(-1)!));
  } catch {
    throw unreadable(image.filename);
  }
  return {
    hash: image.hash,
    format: image.format,
    byteSize: image.bytes.length,
    width: image.width,
    height: image.height,
    variants,
    jpeg,
  };
}

function fromPixels({ data, width, height, channels }: UprightPixels): Sharp {
  return sharp(data, { raw: { width, height, channels } });
}

/**
 * The upload's one JPEG (shared/images.ts `jpegSize`), written at exactly `size` so that the size
 * stated in e-mails and link previews is the file's own. Like the WebP variants it carries no
 * metadata (sharp writes none unless asked: no EXIF, XMP, IPTC or ICC profile); transparent parts
 * become white. `pipeline` is the upright upload, or for an upload stored before JPEGs were kept,
 * its largest WebP variant (server/uploads/jpeg.ts).
 */
export async function encodeJpeg(pipeline: Sharp, size: ImageSize): Promise<ImageVariant> {
  const { data, info } = await pipeline
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .flatten({ background: JPEG_BACKGROUND })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, bytes: data };
}
