// The picture every client shows: a real upload, sent as a newsletter through a real SMTP server and
// shared as a link preview, points at the upload's JPEG, which answers with the size stated.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jpegSize, parseUploadUrl, variantHeight } from '../../../shared/images.ts';
import { CONTENT_WIDTH } from '../../../server/mail/layout.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, TestSmtpServer, linkIn, mailSettings, type Received } from '../../kit/smtp.ts';
import { jpegWithGps, solidImage, upload } from '../../kit/imageFixtures.ts';
import { standInSite } from '../../kit/builtSite.ts';

const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id } }`;
const READER = 'jpeg.reader@example.org';

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(databasesOf(import.meta.url))('the JPEG in e-mails and link previews on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let server: TestServer;
  let owner: string;

  /** An absolute url the server wrote (on PUBLIC_URL), fetched from the test server. */
  const fetchPublic = (url: string) => fetch(url.replace(PUBLIC_URL, server.url));

  const waitFor = (match: (message: Received) => boolean) => smtp.waitFor(READER, match);

  beforeAll(async () => {
    await smtp.start();
    server = new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), distDir: standInSite() });
    await server.start();
    owner = await server.login();
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: READER } })).errors).toBeUndefined();
    const confirmation = await smtp.waitFor(READER, (m) => m.mail.subject?.startsWith('Confirm') ?? false);
    const confirmLink = linkIn(confirmation.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`).replace(PUBLIC_URL, server.url);
    expect((await fetch(confirmLink, { redirect: 'manual' })).status).toBe(303);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await smtp.stop();
  });

  for (const sample of [
    { name: 'a wide photo from a phone (EXIF, GPS, turned)', file: () => jpegWithGps(2400, 1800), uploaded: { width: 1600, height: 2133 } },
    { name: 'a small graphic', file: () => solidImage(400, 300, 'png'), uploaded: { width: 400, height: 300 } },
  ]) {
    test(`${sample.name}: the newsletter and og:image point at its JPEG, which decodes at the size stated`, async () => {
      const sent = await upload(server, [{ bytes: await sample.file(), name: 'picture' }], owner);
      expect(sent.status).toBe(200);
      const [image] = sent.body as { url: string; filename: string }[];
      const parsed = parseUploadUrl(image!.url)!;
      expect(parsed.size).toEqual(sample.uploaded);
      const jpeg = jpegSize(parsed.size!);
      expect(jpeg.width).toBeLessThanOrEqual(1200);

      const title = `Pictures for everyone ${parsed.hash.slice(0, 8)}`;
      const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title, image_url: image }) }, owner);
      expect(added.errors).toBeUndefined();
      const postId = added.data!.addPost._id;
      expect((await server.gql(SEND, { input: postId }, owner)).errors).toBeUndefined();
      const newsletter = await waitFor((m) => m.mail.subject === title);

      // In the raw message as sent: one picture, the JPEG, with the display size layout.ts gives it.
      const html = newsletter.mail.html as string;
      const tags = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
      expect(tags).toHaveLength(1);
      const src = /\ssrc="([^"]+)"/.exec(tags[0]!)![1]!;
      expect(src).toBe(`${PUBLIC_URL}/uploads/${parsed.hash}.jpg`);
      expect(newsletter.raw.toString('latin1')).not.toMatch(/\.webp/);
      // Its footer, as the reader gets it: their own address, no placeholder left.
      for (const part of [html, newsletter.mail.text!]) {
        expect(part).toContain(`This e-mail was sent to ${READER} because you subscribed`);
        expect(part).toContain('Build Career Foundation, Kigali, Rwanda');
        expect(part).not.toContain('%%');
      }
      const shownWidth = Math.min(CONTENT_WIDTH, jpeg.width);
      expect(tags[0]).toContain(`width="${shownWidth}" height="${variantHeight(jpeg.width, jpeg.height, shownWidth)}"`);

      const mailed = await fetchPublic(src);
      expect(mailed.status).toBe(200);
      expect(mailed.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(Buffer.from(await mailed.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: jpeg.width, height: jpeg.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();

      // The link preview: the same JPEG, its real size stated; the page itself keeps WebP.
      const page = await (await fetch(`${server.url}/ActivityDetailsPage/${postId}`)).text();
      expect(metaContent(page, 'property', 'og:image')).toBe(src);
      expect(metaContent(page, 'name', 'twitter:image')).toBe(src);
      expect(metaContent(page, 'property', 'og:image:width')).toBe(String(metadata.width));
      expect(metaContent(page, 'property', 'og:image:height')).toBe(String(metadata.height));
      const previewed = await fetchPublic(metaContent(page, 'property', 'og:image')!);
      expect(previewed.status).toBe(200);
      expect(previewed.headers.get('content-type')).toBe('image/jpeg');
    });
  }
});
