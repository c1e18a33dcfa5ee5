import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HASH_PATTERN } from '../../shared/images.ts';
import { RENEWED_TOKEN_HEADER } from '../../shared/constants.ts';
import { clientFacts, type StaffRecord, type StaffService } from '../staff/index.ts';
import { AppError } from '../core/errors.ts';
import { UploadError } from './errors.ts';
import { formatMegabytes, type UploadLimits } from './limits.ts';
import { cleanFilename, inspectImage, type InspectedImage } from './process.ts';
import type { ImageService } from './service.ts';
import { decodedFromUtf8 } from '../core/wellFormedText.ts';
import { CACHE_IMMUTABLE, CacheableBody, sendCacheable } from '../http/delivery.ts';
import { siteOrigin } from '../http/origin.ts';
import { absoluteImageUrl } from './addresses.ts';

export const UPLOAD_FIELD = 'file_name';
/**
 * Helmet's `same-origin` stays on pages and the API; a stored image is public and immutable, so a
 * page on another origin (a client built elsewhere with ALLOWED_ORIGINS, a web mail reader showing
 * a newsletter) may show it. Without this Chromium refuses it (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin).
 */
const PUBLIC_TO_EVERY_ORIGIN = { 'cross-origin-resource-policy': 'cross-origin' };
const VARIANT_NAME = /^([0-9a-f]{64})(?:-([1-9][0-9]{0,4}))?\.webp$/;
const JPEG_NAME = /^([0-9a-f]{64})\.jpg$/;

export interface UploadRoutesOptions {
  images: ImageService;
  staff: Pick<StaffService, 'sessionAccess'>;
  limits: UploadLimits;
  /** PUBLIC_URL's origin, when set: the answered addresses are absolute on it, else on the request's. */
  publicUrl: string | undefined;
}

/** `POST /multiple_images-upload`, `GET /uploads/<hash>[-<width>].webp` and `GET /uploads/<hash>.jpg`. */
export async function uploadRoutes(app: FastifyInstance, { images: stored, staff, limits, publicUrl }: UploadRoutesOptions) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof UploadError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(error.toJSON());
    }
    // Fastify's own refusals (a body its parsers cannot read, a content type it does not know) and
    // text that is not well-formed (server/plugins/app/wellFormedInput.ts).
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = error instanceof AppError ? error.code : 'BAD_REQUEST';
      return reply.code(status).send({ error: { code, message: (error as Error).message } });
    }
    request.log.error({ err: error }, 'upload failed');
    return reply.code(500).send({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } });
  });

  app.post('/multiple_images-upload', { config: { largeBody: true } }, async (request, reply) => {
    const uploader = await signedInUploader(request, reply, staff);
    if (!request.isMultipart()) throw new UploadError(415, 'NOT_MULTIPART', 'Send the images as multipart/form-data');
    // Admitted before the body is read: a refused upload costs neither its bytes nor its decoding.
    const admitted = await stored.admit(uploader._id);
    try {
      const images = await readUploads(request, limits);
      await admitted.count(images.length);
      const saved = await stored.save(images);
      // In the form the API answers image addresses in, and takes them back in.
      const origin = siteOrigin(request, publicUrl);
      return saved.map((image) => ({ ...image, url: absoluteImageUrl(image.url, origin) }));
    } finally {
      // Should the database not answer, the place frees itself (IN_FLIGHT_HOLD_MS).
      await admitted.end().catch((error: unknown) => request.log.error({ err: error }, 'upload place not given back'));
    }
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const jpegName = JPEG_NAME.exec(request.params.name);
    if (jpegName) {
      const jpegHash = jpegName[1]!;
      const jpeg = await stored.jpeg(jpegHash);
      if (!jpeg) throw new UploadError(404, 'NOT_FOUND', 'No such image');
      return sendCacheable(
        request,
        reply,
        new CacheableBody(jpeg.bytes, {
          type: 'image/jpeg',
          etag: `"${jpegHash}-jpeg"`,
          cacheControl: CACHE_IMMUTABLE,
          compressible: false,
          headers: { 'x-content-type-options': 'nosniff', ...PUBLIC_TO_EVERY_ORIGIN },
        }),
      );
    }
    const match = VARIANT_NAME.exec(request.params.name);
    const hash = match?.[1];
    const variant =
      hash && HASH_PATTERN.test(hash)
        ? await stored.variant(hash, match[2] === undefined ? undefined : Number(match[2]))
        : null;
    if (!variant) throw new UploadError(404, 'NOT_FOUND', 'No such image');
    // Content-addressed and never rewritten: the name and width identify the bytes for ever.
    const image = new CacheableBody(variant.bytes, {
      type: 'image/webp',
      etag: `"${hash}-${variant.width}"`,
      cacheControl: CACHE_IMMUTABLE,
      compressible: false,
      headers: { 'x-content-type-options': 'nosniff', ...PUBLIC_TO_EVERY_ORIGIN },
    });
    return sendCacheable(request, reply, image);
  });
}

/**
 * The person behind the request's session when they may upload: the session rules GraphQL keeps
 * (server/staff/session.ts: admin.enter, and two-factor set up first when the Owner's policy asks),
 * refused with 401 or 403. A renewed token goes back in its header, as on /graphql.
 */
async function signedInUploader(
  request: FastifyRequest,
  reply: FastifyReply,
  staff: Pick<StaffService, 'sessionAccess'>,
): Promise<StaffRecord> {
  const access = staff.sessionAccess({
    authorization: request.headers.authorization,
    client: clientFacts(request.ip, request.headers['user-agent']),
    renewed: (token) => reply.header(RENEWED_TOKEN_HEADER, token),
  });
  try {
    return await access.require('admin.enter');
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) {
      throw new UploadError(error.code === 'UNAUTHENTICATED' ? 401 : 403, error.code, error.message);
    }
    throw error;
  }
}

/** Reads every part, checking each file's size, bytes and header as it arrives; stores nothing. */
async function readUploads(request: FastifyRequest, limits: UploadLimits): Promise<InspectedImage[]> {
  const images: InspectedImage[] = [];
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, parts: limits.maxFiles + 50 },
  });
  try {
    for await (const part of parts) {
      const texts = part.type === 'file' ? [part.fieldname, part.filename] : [part.fieldname, part.value];
      if (!texts.every((text) => typeof text !== 'string' || decodedFromUtf8(text))) {
        if (part.type === 'file') part.file.resume();
        throw new UploadError(400, 'BAD_USER_INPUT', 'A part\'s name, filename or value is not well-formed UTF-8 text');
      }
      if (part.type !== 'file') continue;
      const filename = cleanFilename(part.filename);
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw new UploadError(400, 'UNEXPECTED_FIELD', `Send images as "${UPLOAD_FIELD}" parts, not "${part.fieldname}"`);
      }
      const bytes = await readFile(part, filename, limits);
      images.push(await inspectImage(bytes, filename, limits));
    }
  } catch (error) {
    throw asUploadError(error, limits);
  }
  if (images.length === 0) {
    throw new UploadError(400, 'NO_FILES', `Send one or more images as "${UPLOAD_FIELD}" parts`);
  }
  return images;
}

async function readFile(part: MultipartFile, filename: string, limits: UploadLimits): Promise<Buffer> {
  const tooLarge = new UploadError(
    413,
    'FILE_TOO_LARGE',
    `"${filename}" is larger than ${formatMegabytes(limits.maxFileBytes)}, the most one image may be`,
  );
  try {
    const bytes = await part.toBuffer();
    // toBuffer() notices the limit only when it reads a chunk after busboy marked the file:
    // the flag, set before the stream ends, is what to trust.
    if (part.file.truncated) throw tooLarge;
    return bytes;
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw error;
  }
}

function codeOf(error: unknown): string | undefined {
  return (error as { code?: unknown })?.code as string | undefined;
}

function asUploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof UploadError) return error;
  const code = codeOf(error);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new UploadError(413, 'TOO_MANY_FILES', `At most ${limits.maxFiles} files can be sent at once`);
  }
  // Everything else thrown while reading the parts comes from the multipart parser (a missing
  // boundary, a body cut short, a malformed header): the request is bad, not the server.
  return new UploadError(400, 'BAD_REQUEST', 'The upload is not well-formed multipart/form-data; send it again');
}
