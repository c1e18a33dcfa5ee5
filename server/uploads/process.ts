import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { jpegSize, variantWidths, type ImageSize } from '../../shared/images.ts';
import { LIMITS } from '../../shared/rules.ts';
import type { ImageVariant, StoredImage } from '../repositories/images.ts';
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

/**
 * Turns the image upright per EXIF, then writes WebP at each of `variantWidths`. sharp writes no
 * metadata unless asked, so EXIF (GPS included), XMP and IPTC are gone. Animated images keep their
 * first frame. At the image's own size, when lossy WebP comes out bigger than the file that was sent
 * (a small, already well-compressed graphic), the smallest of lossy WebP, lossless WebP and, for a
 * clean WebP upload, the sent bytes themselves is kept: never the sent JPEG, PNG or GIF, which
 * would bring their metadata back and break the one content type every url promises.
 */
export async function encodeImage(image: InspectedImage, limits: UploadLimits): Promise<StoredImage> {
  const source = sharp(image.bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning' }).rotate();

  const encode = async (width: number, lossless: boolean): Promise<ImageVariant> => {
    const pipeline = source.clone();
    if (width < image.width) pipeline.resize({ width });
    const { data, info } = await pipeline
      .webp(lossless ? { lossless: true } : { quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: data };
  };

  const variant = async (width: number): Promise<ImageVariant> => {
    const lossy = await encode(width, false);
    if (width < image.width || lossy.bytes.length <= image.bytes.length) return lossy;
    const candidates = [lossy, await encode(width, true)];
    if (servableAsSent(image)) candidates.push({ width: image.width, height: image.height, bytes: image.bytes });
    return candidates.reduce((best, next) => (next.bytes.length < best.bytes.length ? next : best));
  };

  let variants: ImageVariant[];
  let jpeg: ImageVariant;
  try {
    variants = await Promise.all(variantWidths(image.width).map(variant));
    jpeg = await encodeJpeg(source.clone(), jpegSize(variants.at(-1)!));
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
