import sharp, { type Metadata } from 'sharp';
import { describe, expect, test } from 'vitest';
import { databasesOf, pgliteAlone, type DatabaseKind } from '../../kit/databases.ts';
import { signedIn, withServer } from '../../kit/withServer.ts';
import { GET_ALL_POSTS, GET_ONE_POST } from '../../kit/documents.ts';
import { graphql } from '../../kit/graphql.ts';
import { hasGpsTag, jpegWithGps, solidImage, stripedPng, upload } from '../../kit/imageFixtures.ts';
import {
  IMAGE_WIDTHS,
  JPEG_WIDTH,
  jpegPath,
  parseUploadUrl,
  previewJpeg,
  uploadPath,
  variantHeight,
  type ImageSize,
} from '../../../shared/images.ts';
import { responsiveImage } from '../../../shared/responsiveImage.ts';

interface Uploaded {
  url: string;
  filename: string;
}

// Answered absolute on the server's address (the request's origin: no PUBLIC_URL here).
const UPLOAD_URL = /^http:\/\/(?:127\.0\.0\.1:\d+|localhost:80)\/uploads\/([0-9a-f]{64})\.webp\?w=(\d+)&h=(\d+)$/;

function hashOf(url: string): string {
  const match = UPLOAD_URL.exec(url);
  if (!match) throw new Error(`not an upload url: ${url}`);
  return match[1]!;
}

/** A block's server, its Owner signed in, and a reader of the images it serves (with their metadata). */
function uploadsServer(kind: DatabaseKind) {
  const server = withServer(kind);
  const owner = signedIn(server);
  const read = async (path: string) => {
    const response = await fetch(server.url + path);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, metadata: await sharp(bytes).metadata() };
  };
  return {
    server,
    owner,
    fetchVariant: (hash: string, width?: number) => read(`/uploads/${hash}${width ? `-${width}` : ''}.webp`),
    fetchJpeg: (hash: string) => read(jpegPath(hash)),
  };
}

/** What a WebP variant carries besides pixels, for comparison with the JPEG. */
const extras = (metadata: Metadata) => ({
  exif: metadata.exif,
  xmp: metadata.xmp,
  iptc: metadata.iptc,
  icc: metadata.icc,
  orientation: metadata.orientation,
});

describe.each(pgliteAlone(import.meta.url))('image uploads on $name', (kind) => {
  const { server, owner, fetchVariant, fetchJpeg } = uploadsServer(kind);

  test('a JPEG carrying GPS comes back upright as WebP at every width, with no EXIF', async () => {
    const jpeg = await jpegWithGps(2000, 1200);
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(hasGpsTag(sent.exif)).toBe(true);

    const { status, body } = await upload(server, [{ bytes: jpeg, name: 'IMG_0001.jpg', type: 'image/jpeg' }], owner.token);
    expect(status).toBe(200);
    const [image] = body as Uploaded[];
    // Turned upright: 1200 wide and 2000 tall, so the largest stored width is 1200.
    expect(image).toEqual({ url: expect.stringMatching(UPLOAD_URL), filename: 'IMG_0001.jpg' });
    expect(image!.url).toMatch(/\?w=1200&h=2000$/);
    const hash = hashOf(image!.url);

    for (const [width, height] of [
      [480, 800],
      [960, 1600],
      [1200, 2000],
    ] as const) {
      const { response, metadata } = await fetchVariant(hash, width);
      expect(response.status).toBe(200);
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect((await fetchVariant(hash)).metadata.width).toBe(1200);
    expect((await fetch(`${server.url}/uploads/${hash}-1600.webp`)).status).toBe(404);
  });

  test('PNG and WebP uploads answer in the order sent, each at its widths', async () => {
    const png = await solidImage(1800, 900, 'png');
    const webp = await solidImage(600, 300, 'webp');
    const tiny = await solidImage(300, 200, 'png');
    const { status, body } = await upload(
      server,
      [
        { bytes: png, name: 'wide.png' },
        { bytes: webp, name: 'small.webp' },
        { bytes: tiny, name: 'tiny.png' },
      ],
      owner.token,
    );
    expect(status).toBe(200);
    const images = body as Uploaded[];
    expect(images.map((image) => image.filename)).toEqual(['wide.png', 'small.webp', 'tiny.png']);
    const expected = [
      [480, 960, 1600],
      [480, 600],
      [300],
    ];
    for (const [index, image] of images.entries()) {
      const hash = hashOf(image.url);
      for (const width of expected[index]!) {
        const { response, metadata } = await fetchVariant(hash, width);
        expect(response.status).toBe(200);
        expect(metadata).toMatchObject({ format: 'webp', width });
        expect(metadata.exif).toBeUndefined();
      }
      expect((await fetchVariant(hash)).metadata.width).toBe(expected[index]!.at(-1));
    }
  });

  test('the urls an upload answers name stored variants only, each at the size the url implies', async () => {
    const sent = [
      { bytes: await solidImage(2400, 1600, 'jpeg'), name: 'large.jpg' },
      { bytes: await solidImage(960, 720, 'png'), name: 'preview-wide.png' },
      { bytes: await solidImage(700, 350, 'webp'), name: 'narrow.webp' },
      { bytes: await solidImage(320, 240, 'png'), name: 'small.png' },
    ];
    const { status, body } = await upload(server, sent, owner.token);
    expect(status).toBe(200);
    for (const image of body as Uploaded[]) {
      const parsed = parseUploadUrl(image.url);
      const size = parsed?.size;
      if (!parsed || !size) throw new Error(`the parser cannot read ${image.url}`);

      // Every address a page, a link preview or an e-mail derives from the url, with its size.
      const expected = new Map<string, ImageSize>();
      const { src, srcSet } = responsiveImage(image.url);
      expected.set(src, size);
      const listed = srcSet!.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));
      for (const width of listed) {
        expected.set(uploadPath(parsed.hash, width), { width, height: variantHeight(size.width, size.height, width) });
      }
      const preview = previewJpeg(parsed);
      expected.set(preview.url, preview.size!);
      for (const [address, variantSize] of expected) {
        const path = address.replace(server.url, '');
        const response = await fetch(server.url + path);
        expect(response.status, `${image.filename}: ${path}`).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ width: metadata.width, height: metadata.height }, `${image.filename}: ${path}`).toEqual(variantSize);
      }

      // And the srcset lists every stored width: the standard widths it leaves out are not stored.
      for (const width of IMAGE_WIDTHS.filter((width) => !listed.includes(width))) {
        expect((await fetch(server.url + uploadPath(parsed.hash, width))).status).toBe(404);
      }
    }
  });

  test('every upload keeps one JPEG: upright, at most 1200 wide, quality 82, no metadata beyond the WebP ones', async () => {
    const sent = [
      { bytes: await jpegWithGps(2000, 1200), name: 'IMG_0002.jpg', type: 'image/jpeg' },
      { bytes: await solidImage(2400, 1600, 'png'), name: 'wide.png' },
      { bytes: await solidImage(700, 350, 'webp'), name: 'narrow.webp' },
      // Transparent: its JPEG shows white where the PNG is clear, not black.
      { bytes: await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer(), name: 'clear.png' },
    ];
    const { status, body } = await upload(server, sent, owner.token);
    expect(status).toBe(200);
    const expectedSizes = [
      [1200, 2000],
      [1200, 800],
      [700, 350],
      [300, 200],
    ];
    for (const [index, image] of (body as Uploaded[]).entries()) {
      const hash = hashOf(image.url);
      const { response, bytes, metadata } = await fetchJpeg(hash);
      expect(response.status, image.filename).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const [width, height] = expectedSizes[index]!;
      expect(metadata, image.filename).toMatchObject({ format: 'jpeg', width, height });
      expect(metadata.width).toBeLessThanOrEqual(JPEG_WIDTH);
      // The size the url implies is the file's own, and its metadata is the WebP variants' (none).
      expect(previewJpeg(parseUploadUrl(image.url)!).size).toEqual({ width, height });
      expect(extras(metadata), image.filename).toEqual(extras((await fetchVariant(hash)).metadata));
      expect(extras(metadata)).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, orientation: undefined });
      expect(hasGpsTag(metadata.exif)).toBe(false);
      // Quality 82: re-encoding the decoded pixels at 82 gives a file of about the same size.
      const again = await sharp(bytes).jpeg({ quality: 82 }).toBuffer();
      expect(Math.abs(again.length - bytes.length) / bytes.length).toBeLessThan(0.15);
    }
    const clear = (body as Uploaded[])[3]!;
    const { data } = await sharp((await fetchJpeg(hashOf(clear.url))).bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);

    const etag = (await fetch(server.url + jpegPath(hashOf(clear.url)))).headers.get('etag');
    const revalidated = await fetch(server.url + jpegPath(hashOf(clear.url)), { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  test('JPEG names that are not an upload’s answer 404 and store nothing', async () => {
    const { body } = await upload(server, [{ bytes: await solidImage(500, 300, 'png'), name: 'j.png' }], owner.token);
    const hash = hashOf((body as Uploaded[])[0]!.url);
    const before = await server.count('images');
    const names = [
      `${'d'.repeat(64)}.jpg`,
      `${hash}-480.jpg`,
      `${hash}.jpeg`,
      `${hash}.JPG`,
      `${hash.toUpperCase()}.jpg`,
      `${hash}.jpg.webp`,
      `${hash.slice(1)}.jpg`,
      `${hash}0.jpg`,
      `..%2F${hash}.jpg`,
      `${hash}%00.jpg`,
    ];
    for (const name of names) {
      const response = await fetch(`${server.url}/uploads/${name}`);
      expect(response.status, name).toBe(404);
    }
    // An oversized name is refused before any lookup (Fastify's parameter length limit).
    expect((await fetch(`${server.url}/uploads/${'e'.repeat(5000)}.jpg`)).status).toBe(414);
    expect(await server.count('images')).toBe(before);
    const rows = await server.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM image_jpegs WHERE hash = $1", ['d'.repeat(64)]);
    expect(rows[0]!.n).toBe(0);
  });

  test('GIF and AVIF are accepted too', async () => {
    const { status, body } = await upload(
      server,
      [
        { bytes: await solidImage(640, 480, 'gif'), name: 'anim.gif' },
        { bytes: await solidImage(640, 480, 'avif'), name: 'modern.avif' },
      ],
      owner.token,
    );
    expect(status).toBe(200);
    for (const image of body as Uploaded[]) {
      expect((await fetchVariant(hashOf(image.url), 640)).metadata.format).toBe('webp');
    }
  });

  test('at the image’s own size the smaller encoding is kept when lossy WebP would be bigger', async () => {
    const stripes = await stripedPng(400);
    const cleanWebp = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#78b4dc' } })
      .webp({ lossless: true })
      .toBuffer();
    expect((await sharp(stripes).webp({ quality: 80 }).toBuffer()).length).toBeGreaterThan(stripes.length);
    const { body } = await upload(
      server,
      [
        { bytes: stripes, name: 'stripes.png' },
        { bytes: cleanWebp, name: 'clean.webp' },
      ],
      owner.token,
    );
    const [striped, clean] = (body as Uploaded[]).map((image) => hashOf(image.url));

    const ownSize = await fetchVariant(striped!, 400);
    expect(ownSize.metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(ownSize.bytes.length).toBeLessThanOrEqual(stripes.length);
    // A WebP with nothing to strip or turn that no encoding beats is served as it was sent.
    expect((await fetchVariant(clean!, 600)).bytes.equals(cleanWebp)).toBe(true);
  });

  test('the filename loses its path parts and control characters', async () => {
    const bytes = await solidImage(100, 100, 'png');
    const { body } = await upload(server, [{ bytes, name: 'C:\\Users\\amina\\..\\x/evil\u0007\u202Egnp.png' }], owner.token);
    expect((body as Uploaded[])[0]!.filename).toBe('evilgnp.png');
  });

  test('without an admin token the upload is refused and nothing stored', async () => {
    const before = await server.count('images');
    const bytes = await solidImage(64, 64, 'png');
    // An expired session sending a batch of photos gets the 401, not a reset connection.
    const batch = Array.from({ length: 6 }, (_, n) => ({ bytes: Buffer.alloc(3 * 1024 * 1024, n), name: `${n}.jpg` }));
    for (const [bad, files] of [
      [undefined, [{ bytes, name: 'x.png' }]],
      ['not-a-token', [{ bytes, name: 'x.png' }]],
      ['not-a-token', batch],
    ] as const) {
      const { status, body } = await upload(server, [...files], bad);
      expect(status).toBe(401);
      expect(body).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'You must be logged in as an administrator' },
      });
    }
    expect(await server.count('images')).toBe(before);
  });

  test('served images are immutable WebP with a validator', async () => {
    const { body } = await upload(server, [{ bytes: await solidImage(1000, 600, 'png'), name: 'h.png' }], owner.token);
    const hash = hashOf((body as Uploaded[])[0]!.url);
    const response = await fetch(`${server.url}/uploads/${hash}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}-1000"$/);

    const again = await fetch(`${server.url}/uploads/${hash}.webp`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const other = await fetch(`${server.url}/uploads/${hash}-480.webp`, { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  test('a stored image may be shown by a page on any origin; pages and the API stay same-origin', async () => {
    const { body } = await upload(server, [{ bytes: await solidImage(640, 400, 'png'), name: 'o.png' }], owner.token);
    const hash = hashOf((body as Uploaded[])[0]!.url);
    for (const path of [`/uploads/${hash}.webp`, `/uploads/${hash}-480.webp`]) {
      const response = await fetch(server.url + path, { headers: { origin: 'https://elsewhere.example' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      const revalidated = await fetch(server.url + path, { headers: { 'if-none-match': response.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
    for (const path of ['/', '/ActivitiesPage', '/graphql?query=query%20a%7BgetAllPosts%7B_id%7D%7D', '/healthz']) {
      const response = await fetch(server.url + path);
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
    const graphqlPost = await graphql(server.url, GET_ALL_POSTS);
    expect(graphqlPost.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // An unknown name is not an image: its JSON error keeps the default.
    const missing = await fetch(`${server.url}/uploads/${'b'.repeat(64)}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  test('unknown image names answer 404 JSON', async () => {
    for (const name of [`${'a'.repeat(64)}.webp`, `${'a'.repeat(64)}-480.webp`, 'secret.png', '..%2Fetc%2Fpasswd']) {
      const response = await fetch(`${server.url}/uploads/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  test('the sample posts show pictures stored like uploads: a main image and a small gallery', async () => {
    const all = await server.gql<{ getAllPosts: { _id: string; image_url: Uploaded[] }[] }>(GET_ALL_POSTS);
    expect(all.data!.getAllPosts.length).toBeGreaterThan(0);
    for (const post of all.data!.getAllPosts) {
      const one = await server.gql<{ getOnePost: { image_url: Uploaded[]; image_urls: Uploaded[] } }>(GET_ONE_POST, {
        id: post._id,
      });
      const { image_url, image_urls } = one.data!.getOnePost;
      expect(image_url).toHaveLength(1);
      expect(image_urls.length).toBeGreaterThanOrEqual(2);
      expect(image_urls.length).toBeLessThanOrEqual(4);
      expect(image_urls[0]).toEqual(image_url[0]);
      for (const image of image_urls) {
        expect(image.url).toMatch(UPLOAD_URL);
        const { response, metadata } = await fetchVariant(hashOf(image.url), 480);
        expect(response.status).toBe(200);
        expect(metadata.format).toBe('webp');
      }
    }
  });
});

// Requests at once race on PostgreSQL's connections (PGlite runs one statement at a time), and what
// is stored must be found again after a restart on either database.
describe.each(databasesOf(import.meta.url))('image uploads stored once, on $name', (kind) => {
  const { server, owner, fetchVariant, fetchJpeg } = uploadsServer(kind);

  test('an upload stored before JPEGs were kept gets its JPEG on the first request; concurrent first requests store one', async () => {
    const { body } = await upload(server, [{ bytes: await solidImage(1800, 900, 'png'), name: 'older.png' }], owner.token);
    const image = (body as Uploaded[])[0]!;
    const hash = hashOf(image.url);
    // As an upload from before migration 150: its WebP variants, no JPEG.
    await server.services.db.query('DELETE FROM image_jpegs WHERE hash = $1', [hash]);
    expect(await server.services.repos.images.jpeg(hash)).toBeNull();

    const answers = await Promise.all([fetchJpeg(hash), fetchJpeg(hash), fetchJpeg(hash)]);
    for (const { response, metadata } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
    expect(answers[1]!.bytes.equals(answers[0]!.bytes)).toBe(true);
    expect(answers[2]!.bytes.equals(answers[0]!.bytes)).toBe(true);
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM image_jpegs WHERE hash = $1', [hash]);
    expect(rows[0]!.n).toBe(1);
    expect(previewJpeg(parseUploadUrl(image.url)!).size).toEqual({ width: 1200, height: 600 });
    // Kept: a later request serves the stored bytes.
    expect((await fetchJpeg(hash)).bytes.equals(answers[0]!.bytes)).toBe(true);
  });

  test('the same file sent twice is stored once', async () => {
    const bytes = await solidImage(500, 500, 'jpeg');
    const before = await server.count('images');
    const first = await upload(server, [{ bytes, name: 'a.jpg' }], owner.token);
    const second = await upload(
      server,
      [
        { bytes, name: 'b.jpg' },
        { bytes, name: 'c.jpg' },
      ],
      owner.token,
    );
    expect(await server.count('images')).toBe(before + 1);
    const urls = [...(first.body as Uploaded[]), ...(second.body as Uploaded[])].map((image) => image.url);
    expect(new Set(urls).size).toBe(1);
    expect((second.body as Uploaded[]).map((image) => image.filename)).toEqual(['b.jpg', 'c.jpg']);
  });

  test('five people uploading in parallel all succeed, even with the same photo', async () => {
    const shared = await solidImage(700, 500, 'png');
    const files = await Promise.all([1, 2, 3].map((n) => solidImage(400 + n * 10, 300, 'png')));
    const others = await Promise.all([1, 2, 3, 4].map(async () => (await server.addStaff('CONTRIBUTOR')).token));
    const before = await server.count('images');
    const results = await Promise.all(
      [shared, shared, ...files].map((bytes, n) => upload(server, [{ bytes, name: `p${n}.png` }], [owner.token, ...others][n])),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await server.count('images')).toBe(before + 4);
  });

  test('stored images survive a restart', async () => {
    const { body } = await upload(server, [{ bytes: await solidImage(800, 500, 'webp'), name: 'keep.webp' }], owner.token);
    const hash = hashOf((body as Uploaded[])[0]!.url);
    const before = (await fetchVariant(hash, 480)).bytes;
    await server.restart();
    const after = await fetchVariant(hash, 480);
    expect(after.response.status).toBe(200);
    expect(after.bytes.equals(before)).toBe(true);
  });
});
