import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GET_ALL_POSTS } from '../../shared/postDocuments.ts';
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
  e2e = await startE2E();
  elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
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
  const url = data.getAllPosts.flatMap((post) => post.image_url).find((image) => image.url.startsWith('/uploads/'))?.url;
  if (!url) throw new Error('the sample posts carry no uploaded image');
  return new URL(url, e2e.baseUrl).href;
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
});
