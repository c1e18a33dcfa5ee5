/**
 * What a first visit to one route costs in bytes, measured in Chromium against the real server:
 * every response until the network is idle, JavaScript and CSS counted at the size of the brotli
 * file the build wrote (what a brotli-capable phone downloads; Chromium itself asks for brotli
 * only over HTTPS), everything else at the bytes that crossed the wire. Shared by the budget test
 * and `npm run bench`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export const KB = 1024;

export interface PageWeight {
  path: string;
  /** Brotli bytes of the scripts and style sheets requested. */
  js: number;
  css: number;
  images: number;
  /** Everything downloaded: document, scripts, styles, images, API answers. */
  total: number;
  scripts: string[];
  /** Scripts built from src/pages/admin/ (found through their source maps). */
  adminScripts: string[];
}

const ADMIN_SOURCE = /(^|\/)src\/pages\/admin\//;

/**
 * The sources a built script's map lists, read once per build of the file: the maps weigh megabytes,
 * and a weighing asks of the same few scripts for every page and language.
 */
const mapSources = new Map<string, { builtAt: number; sources: string[] }>();
function sourcesOf(distDir: string, file: string): string[] {
  const map = join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  const builtAt = statSync(map).mtimeMs;
  const known = mapSources.get(map);
  if (known?.builtAt === builtAt) return known.sources;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
  mapSources.set(map, { builtAt, sources });
  return sources;
}

/** Whether a built script holds code from the admin area, by the sources its map lists. */
export function isAdminBundle(distDir: string, file: string): boolean {
  return sourcesOf(distDir, file).some((source) => ADMIN_SOURCE.test(source));
}

/** The built script holding a source file (found through the scripts' source maps), if any. */
export function bundleWith(distDir: string, scripts: string[], source: RegExp): string | undefined {
  return scripts.find((file) => sourcesOf(distDir, file).some((name) => source.test(name)));
}

/** The brotli bytes of a built file, as the build wrote them. */
export function builtBrotliSize(distDir: string, file: string): number {
  const compressed = join(distDir, `${file}.br`);
  return existsSync(compressed) ? statSync(compressed).size : brotliCompressSync(readFileSync(join(distDir, file))).length;
}

function brotliSize(distDir: string, file: string, body: () => Promise<Buffer>): Promise<number> {
  const compressed = join(distDir, `${file}.br`);
  if (existsSync(compressed)) return Promise.resolve(statSync(compressed).size);
  return body().then((bytes) => brotliCompressSync(bytes).length);
}

async function wireBytes(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  if (sizes.responseBodySize > 0) return sizes.responseBodySize;
  return (await response.body().catch(() => Buffer.alloc(0))).length;
}

/** Loads `path` in `page` (a fresh context, so an empty cache) and weighs what it downloaded. */
export async function weighPage(page: Page, baseUrl: string, path: string, distDir: string): Promise<PageWeight> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });

  const weight: PageWeight = { path, js: 0, css: 0, images: 0, total: 0, scripts: [], adminScripts: [] };
  for (const response of responses) {
    if (response.status() === 304 || response.status() >= 300 && response.status() < 400) continue;
    const type = response.request().resourceType();
    const url = new URL(response.url());
    const file = url.pathname.replace(/^\//, '');
    const fromDist = url.origin === new URL(baseUrl).origin && file !== '' && existsSync(join(distDir, file));
    let bytes: number;
    if ((type === 'script' || type === 'stylesheet' || type === 'document') && (fromDist || type === 'document')) {
      bytes = await brotliSize(distDir, type === 'document' ? 'index.html' : file, () => response.body());
    } else {
      bytes = await wireBytes(response);
    }
    weight.total += bytes;
    if (type === 'script') {
      weight.js += bytes;
      weight.scripts.push(file);
      if (fromDist && isAdminBundle(distDir, file)) weight.adminScripts.push(file);
    } else if (type === 'stylesheet') {
      weight.css += bytes;
    } else if (type === 'image') {
      weight.images += bytes;
    }
  }
  return weight;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** A Markdown table of the weights, in KB (1024 bytes). */
export function weightTable(weights: PageWeight[]): string {
  const rows = weights.map(
    (w) => `| ${w.path} | ${kb(w.js)} | ${kb(w.css)} | ${kb(w.images)} | ${kb(w.total)} | ${w.scripts.length} |`,
  );
  return [
    '| route | JS KB (br) | CSS KB (br) | images KB | total KB | scripts |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/**
 * Weighs `paths`, a few at a time (each in a page of its own, from `newPage`): a weighing mostly
 * waits for the network to fall idle. The answers are in the order of `paths`.
 */
export async function weighPages(newPage: () => Promise<Page>, baseUrl: string, paths: string[], distDir: string, atOnce = 3): Promise<PageWeight[]> {
  const weights: PageWeight[] = new Array(paths.length);
  let next = 0;
  const weighNext = async (): Promise<void> => {
    while (next < paths.length) {
      const index = next++;
      const page = await newPage();
      weights[index] = await weighPage(page, baseUrl, paths[index]!, distDir);
      await page.context().close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, weighNext));
  return weights;
}
