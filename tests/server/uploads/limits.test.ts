import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_UPLOAD_LIMITS } from '../../../server/uploads/limits.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { hugeBlankPng, jpegWithGps, solidImage, SVG_WITH_SCRIPT, upload, type UploadFile } from '../../kit/imageFixtures.ts';

const MB = 1024 * 1024;

describe.each(databasesOf(import.meta.url))('image upload refusals on $name', (kind) => {
  const server = withServer(kind);
  let token: string;
  let good: UploadFile;

  beforeAll(async () => {
    token = await server.login();
    good = { bytes: await solidImage(200, 100, 'png'), name: 'fine.png' };
  });

  async function expectRefused(files: UploadFile[], status: number, code: string, message: string) {
    const before = { images: await server.count('images'), variants: await server.count('image_variants') };
    const response = await upload(server, files, token);
    expect(response).toEqual({ status, body: { error: { code, message } } });
    expect({ images: await server.count('images'), variants: await server.count('image_variants') }).toEqual(before);
  }

  test('a text file named .png is refused as not an image, with the good file beside it not stored', async () => {
    const text = { bytes: Buffer.from('just some notes, not a picture\n'), name: 'notes.png', type: 'image/png' };
    await expectRefused(
      [good, text],
      415,
      'UNSUPPORTED_IMAGE_TYPE',
      '"notes.png" is not a JPEG, PNG, WebP, AVIF or GIF image',
    );
  });

  test('an SVG is refused even when declared as an image', async () => {
    await expectRefused(
      [{ bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' }],
      415,
      'UNSUPPORTED_IMAGE_TYPE',
      '"logo.svg" is not a JPEG, PNG, WebP, AVIF or GIF image',
    );
  });

  test('a truncated JPEG is refused as damaged', async () => {
    const jpeg = await jpegWithGps(800, 600);
    await expectRefused(
      [{ bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), name: 'cut.jpg' }],
      422,
      'UNREADABLE_IMAGE',
      '"cut.jpg" could not be read: the image is damaged or incomplete',
    );
  });

  test('a file over 10 MB is refused', async () => {
    const big = Buffer.alloc(11 * MB, 0x20);
    (await solidImage(50, 50, 'jpeg')).copy(big);
    await expectRefused(
      [good, { bytes: big, name: 'huge.jpg' }],
      413,
      'FILE_TOO_LARGE',
      '"huge.jpg" is larger than 10 MB, the most one image may be',
    );
  });

  test('a file far over the limit is refused for its size, whatever its bytes', async () => {
    await expectRefused(
      [{ bytes: Buffer.alloc(30 * MB, 1), name: 'video.mov' }],
      413,
      'FILE_TOO_LARGE',
      '"video.mov" is larger than 10 MB, the most one image may be',
    );
  });

  test('more than 20 files in one request are refused', async () => {
    const files = await Promise.all(
      Array.from({ length: 21 }, async (_, n) => ({ bytes: await solidImage(20 + n, 20, 'png'), name: `f${n}.png` })),
    );
    await expectRefused(files, 413, 'TOO_MANY_FILES', 'At most 20 files can be sent at once');
  });

  test('a 10000x10000 image is refused from its header, before any decoding', async () => {
    const bomb = hugeBlankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    const started = Date.now();
    await expectRefused(
      [{ bytes: bomb, name: 'bomb.png' }],
      413,
      'TOO_MANY_PIXELS',
      '"bomb.png" is 10000x10000 pixels; at most 40 megapixels are allowed',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a request without files, or with files under another name, is refused', async () => {
    const before = await server.count('images');
    const empty = await fetch(`${server.url}/multiple_images-upload`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(empty.status).toBe(400);

    const form = new FormData();
    form.append('photo', new Blob([Uint8Array.from(good.bytes)]), 'fine.png');
    const wrongField = await fetch(`${server.url}/multiple_images-upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({
      error: { code: 'UNEXPECTED_FIELD', message: 'Send images as "file_name" parts, not "photo"' },
    });

    const json = await fetch(`${server.url}/multiple_images-upload`, {
      method: 'POST',
      body: JSON.stringify({ file_name: 'x' }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(await server.count('images')).toBe(before);
  });
});

describe.each(databasesOf(import.meta.url))('raised upload limits on $name', (kind) => {
  const server = withServer(kind, {
    seed: false,
    uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: 12 * MB, maxFiles: 22, maxPixels: 101_000_000 },
  });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  test('settings can raise the limits on files per request and bytes per file', async () => {
    const files = await Promise.all(
      Array.from({ length: 21 }, async (_, n) => ({ bytes: await solidImage(20 + n, 20, 'png'), name: `f${n}.png` })),
    );
    expect((await upload(server, files, token)).status).toBe(200);

    const padded = Buffer.alloc(11 * MB);
    const png = await solidImage(50, 50, 'png');
    png.copy(padded);
    // Trailing bytes after IEND are ignored by PNG readers: a valid 11 MB image.
    expect((await upload(server, [{ bytes: padded, name: 'padded.png' }], token)).status).toBe(200);
  });
});
