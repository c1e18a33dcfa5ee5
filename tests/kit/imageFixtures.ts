import { request } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import type { TestServer } from './server.ts';

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

export interface UploadResponse {
  status: number;
  body: unknown;
  /** The Retry-After header, on the answers that have one. */
  retryAfter?: string;
}

/** Sends the files as repeated `file_name` parts, the way the admin forms do. */
export async function upload(server: Pick<TestServer, 'url'>, files: UploadFile[], token?: string): Promise<UploadResponse> {
  const form = new FormData();
  for (const file of files) {
    form.append('file_name', new Blob([Uint8Array.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const response = await fetch(`${server.url}/multiple_images-upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, body: await response.json(), ...(retryAfter === null ? {} : { retryAfter }) };
}

/** A photo-like picture: soft gradients under fine noise, so that it compresses like a photo. */
export async function photo(width: number, height: number): Promise<Sharp> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3c98b"/>` +
      `<stop offset="1" stop-color="#5f9ea0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#a)"/>` +
      `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#b5523b"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return sharp(scene).composite([{ input: noise, blend: 'soft-light' }]);
}

/** A camera JPEG turned on its side (EXIF orientation 6) that says where it was taken. */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return (await photo(width, height))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 56/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '30/1 3/1 3600/100',
      },
    })
    .toBuffer();
}

export async function solidImage(width: number, height: number, format: 'png' | 'webp' | 'gif' | 'avif' | 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 180, b: 220 } } });
  return image[format]().toBuffer();
}

// The GPS sub-directory pointer (tag 0x8825), as written in either byte order.
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of width x height made without any image library: one bit per
 * pixel of zeros deflates to almost nothing, so a 100-megapixel image costs a few kilobytes.
 */
export function hugeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10" fill="red"/></svg>',
);

/** A two-colour striped PNG: a few hundred bytes, which lossy WebP cannot beat. */
export function stripedPng(size: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>` +
    '<pattern id="p" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="4" height="8"/></pattern>' +
    `</defs><rect width="100%" height="100%" fill="#fff"/><rect width="100%" height="100%" fill="url(#p)"/></svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 2 }).toBuffer();
}

export interface HeldUpload {
  /** Sends the rest of the body and answers the server's response. */
  finish(): Promise<UploadResponse>;
}

/**
 * An upload whose body is sent all but its last bytes, so that it stays in flight on the server
 * until `finish` is called: what a person on a slow line, or a script holding a request open, does.
 */
export function holdUpload(server: Pick<TestServer, 'url'>, file: UploadFile, token: string): HeldUpload {
  const boundary = `----held${Date.now().toString(36)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file_name"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const held = Math.floor(body.length / 2);
  const sent = request(`${server.url}/multiple_images-upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  });
  const answer = new Promise<UploadResponse>((resolve, reject) => {
    sent.once('error', reject);
    sent.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
  });
  sent.write(body.subarray(0, held));
  return {
    finish() {
      sent.end(body.subarray(held));
      return answer;
    },
  };
}
