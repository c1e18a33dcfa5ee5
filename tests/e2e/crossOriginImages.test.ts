import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GET_ALL_POSTS } from '../../shared/postDocuments.ts';
import { LEGACY_CLIENT } from '../kit/legacyClient.ts';
import { DESKTOP, startE2E, type E2E } from './harness.ts';

// A page on another origin (a web client built and served elsewhere, a web mail reader
// showing a newsletter) shows the foundation's uploaded pictures. The page's own static files keep
// helmet's Cross-Origin-Resource-Policy: same-origin, and serve here as the control that shows the
// browser really refuses what is not opened up.
let e2e: E2E;
let elsewhere: Server;
let elsewhereUrl: string;
let html = '';

beforeAll(async () => {
  // Any other path of that origin answers the page too, as a host with history fallback does: an
  // image asked of it by a path loads nothing.
  elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
  // The client built elsewhere is allowed to call the API.
  e2e = await startE2E({ allowedOrigins: [new URL(elsewhereUrl).origin] });
});
afterAll(async () => {
  await new Promise((done) => elsewhere?.close(done));
  await e2e?.stop();
});

async function firstUploadUrl(): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: GET_ALL_POSTS }),
  });
  const { data } = (await response.json()) as { data: { getAllPosts: { image_url: { url: string }[] }[] } };
  const url = data.getAllPosts.flatMap((post) => post.image_url).find((image) => image.url.startsWith(`${e2e.baseUrl}/uploads/`))?.url;
  if (!url) throw new Error('the sample posts carry no uploaded image');
  return url;
}

/**
 * The replaced system's web client, reduced to what it does with images: POST its getAllPosts and
 * getOnePost documents to the API with fetch, and show each answered image address as an `<img>`.
 */
function legacyClientPage(api: string): string {
  const documents = JSON.stringify({ list: LEGACY_CLIENT.getAllPosts, post: LEGACY_CLIENT.getOnePost });
  return `<!doctype html><html lang="en"><title>Replaced client</title>
    <section id="list"></section><section id="post"></section>
    <script>
      const documents = ${documents.replaceAll('<', '\\u003c')};
      const ask = async ({ operationName, query }, variables) => {
        const response = await fetch(${JSON.stringify(api)}, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ operationName, query, variables }),
        });
        return (await response.json()).data;
      };
      const show = (section, images) => {
        for (const image of images) {
          const img = document.createElement('img');
          img.alt = image.filename;
          img.src = image.url;
          document.getElementById(section).append(img);
        }
      };
      window.shown = (async () => {
        const { getAllPosts } = await ask(documents.list, {});
        for (const post of getAllPosts) show('list', post.image_url);
        const { getOnePost } = await ask(documents.post, { id: getAllPosts[0]._id });
        show('post', [...getOnePost.image_url, ...getOnePost.image_urls]);
        return getAllPosts.length;
      })();
    </script>`;
}

describe('pictures for pages on other origins', () => {
  test('a page served from another origin shows an upload; a same-origin file stays refused', async () => {
    const upload = await firstUploadUrl();
    const pageFile = new URL('/images/gallery-01.webp', e2e.baseUrl).href;
    expect(new URL(elsewhereUrl).origin).not.toBe(new URL(e2e.baseUrl).origin);
    html = `<!doctype html><html lang="en"><title>Elsewhere</title>
      <img id="upload" alt="upload" src="${upload}">
      <img id="page-file" alt="page file" src="${pageFile}">`;

    const page = await e2e.newPage(DESKTOP);
    const refused: string[] = [];
    page.on('requestfailed', (request) => refused.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    await page.goto(elsewhereUrl);
    const widths = await page.evaluate(async () => {
      const settle = (image: HTMLImageElement) =>
        image.complete ? Promise.resolve() : new Promise((done) => { image.onload = image.onerror = done; });
      const images = [...document.images];
      await Promise.all(images.map(settle));
      return Object.fromEntries(images.map((image) => [image.id, image.naturalWidth]));
    });

    expect(widths.upload).toBeGreaterThan(0);
    expect(widths['page-file']).toBe(0);
    expect(refused).toEqual([expect.stringMatching(/gallery-01\.webp net::ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin$/)]);
  });

  test("the replaced system's client, served on an origin ALLOWED_ORIGINS lists, shows every image of the list and of a post", async () => {
    html = legacyClientPage(`${e2e.baseUrl}/graphql`);
    const page = await e2e.newPage(DESKTOP);
    await page.goto(elsewhereUrl);
    const posts = await page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown);
    expect(posts).toBeGreaterThan(1);
    const shown = await page.evaluate(async () => {
      const settle = (image: HTMLImageElement) =>
        image.complete ? Promise.resolve() : new Promise((done) => { image.onload = image.onerror = done; });
      const of = async (section: string) => {
        const images = [...document.querySelectorAll<HTMLImageElement>(`#${section} img`)];
        await Promise.all(images.map(settle));
        return images.map((image) => ({ src: image.src, width: image.naturalWidth }));
      };
      return { list: await of('list'), post: await of('post') };
    });

    // Every post of the list shows its main image, and the post its main image and its gallery.
    expect(shown.list.length).toBeGreaterThanOrEqual(posts);
    expect(shown.post.length).toBeGreaterThan(1);
    for (const image of [...shown.list, ...shown.post]) {
      expect(image.src.startsWith(`${e2e.baseUrl}/uploads/`), image.src).toBe(true);
      expect(image.width, image.src).toBeGreaterThan(0);
    }
  });
});
