// What a page's first screen needs besides the main script, announced in the page's head so the
// browser fetches it at once instead of discovering it one step at a time (script, then the page's
// chunks, then its data, then its main image):
//   - the bundles of the route's lazily loaded page (dist/route-manifest.json, written by
//     parcel/reporter-route-manifest.mjs), as modulepreload and style preloads;
//   - on a page in another language than English, that language's catalogue (its own chunk,
//     which the app waits for before it draws anything);
//   - the answers to the page's first queries and the site content it shows, written into the page
//     (shared/preloadedQueries.ts);
//   - the main picture of the page, preloaded with high priority and the `<img>`'s own sizes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenPhotos, srcSetOf } from '../../shared/photos.ts';
import { preloadKey } from '../../shared/preloadedQueries.ts';
import { PUBLIC_READS } from '../../shared/publicReads.ts';
import { SITE_CONTENT } from '../../shared/siteContent/documents.ts';
import { sectionsOnPage } from '../../shared/siteContent/pages.ts';
import { CARD_IMAGE_SIZES, DETAILS_IMAGE_SIZES, responsiveImage } from '../../shared/responsiveImage.ts';
import { DEFAULT_LANGUAGE, readLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { FirstQuery, PageModule, RouteMatch } from '../../shared/routes.ts';

/** The manifest's key for a language's catalogue (shared/locales/<code>.ts), loaded lazily. */
export type CatalogueKey = `catalogue:${Exclude<Language, typeof DEFAULT_LANGUAGE>}`;

/**
 * A page of the route table (shared/routes.ts), or a language's catalogue -> the URLs of the
 * bundles it needs beyond index.html's. Keyed by the table's page names, so renaming a page's file
 * changes nothing here.
 */
export type RouteManifest = Partial<Record<PageModule | CatalogueKey, string[]>>;

/** The bundles of the page's language: none for English, whose texts are in the pages' own. */
function catalogueBundles(manifest: RouteManifest, language: Language): string[] {
  return language === DEFAULT_LANGUAGE ? [] : (manifest[`catalogue:${language}`] ?? []);
}

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** The `sizes` of each way a page shows a post's main picture. */
const PICTURE_SIZES: Record<NonNullable<FirstQuery['picture']>, string> = {
  card: CARD_IMAGE_SIZES,
  details: DETAILS_IMAGE_SIZES,
};

/** Reads the build's route manifest: once in production, per call in development (Parcel rebuilds). */
export function routeManifestReader(distDir: string, production: boolean): () => RouteManifest {
  const file = join(distDir, ROUTE_MANIFEST_FILE);
  const read = (): RouteManifest => {
    if (!existsSync(file)) return {};
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as RouteManifest;
    } catch {
      return {};
    }
  };
  if (!production) return read;
  let manifest: RouteManifest | undefined;
  return () => (manifest ??= read());
}

export type ResourceHint =
  | { kind: 'module' | 'style'; href: string }
  | { kind: 'image'; href: string; imageSrcSet?: string; imageSizes?: string };

export interface FirstScreen {
  hints: ResourceHint[];
  /** preloadKey -> the query's `data`, as the GraphQL endpoint would answer it. */
  preloaded: Record<string, unknown>;
}

/** Runs a query against the API and resolves with its `data`; rejects on any error. */
export type RunQuery = (document: string, variables?: Record<string, unknown>) => Promise<unknown>;

interface WireImage {
  url: string;
}
type WireImages = WireImage[] | WireImage | null | undefined;

const firstImage = (images: WireImages) => (Array.isArray(images) ? images[0] : (images ?? undefined));

type WirePost = { image_url: WireImages };

/**
 * The main picture of an answer: that of its first post (a list's first, a page of cards' first,
 * or the one post).
 */
function mainImage(operation: FirstQuery['operation'], data: unknown): WireImage | undefined {
  const answer = (data as Record<string, unknown> | null)?.[operation] as WirePost[] | WirePost | { items: WirePost[] } | null | undefined;
  const post = Array.isArray(answer) ? answer[0] : answer && 'items' in answer ? answer.items[0] : answer;
  return firstImage(post?.image_url);
}

/** The query the route's page makes first, its variables taken from the path's parameters. */
function firstQuery({ route, params, language }: RouteMatch) {
  const query: FirstQuery | undefined = route.firstQuery;
  if (!query) return undefined;
  // In the page's language, named as the app names it (readLanguage).
  const variables = {
    ...query.values,
    ...Object.fromEntries(Object.entries(query.variables ?? {}).map(([name, param]) => [name, params[param]])),
    ...(query.localized ? readLanguage(language) : {}),
  };
  return {
    operation: query.operation,
    document: PUBLIC_READS[query.operation].document,
    variables: Object.keys(variables).length > 0 ? variables : undefined,
    sizes: query.picture && PICTURE_SIZES[query.picture],
  };
}


/** The photo the route's first screen shows large, if it names one. */
function staticPicture({ route }: RouteMatch): ResourceHint | undefined {
  if (!route.photo) return undefined;
  const { photo, sizes } = firstScreenPhotos[route.photo];
  return { kind: 'image', href: photo.src, imageSrcSet: srcSetOf(photo), imageSizes: sizes };
}

/** A page's answer to its first query; undefined when the query fails. */
function pageAnswer(runQuery: RunQuery, document: string, variables: Record<string, unknown> | undefined): Promise<unknown> {
  return runQuery(document, variables).catch(() => undefined);
}

/**
 * The hints and answers for a route. A failing query leaves its answer and picture out (the page
 * asks for them itself, and shows its own error if that fails too).
 */
export async function firstScreen(route: RouteMatch, manifest: RouteManifest, runQuery: RunQuery): Promise<FirstScreen> {
  // The catalogue first: nothing of the page is drawn before it has arrived.
  const bundles = new Set([...catalogueBundles(manifest, route.language), ...(manifest[route.route.page] ?? [])]);
  const hints: ResourceHint[] = [...bundles].map((href) => ({
    kind: href.endsWith('.css') ? 'style' : 'module',
    href,
  }));
  const picture = staticPicture(route);
  if (picture) hints.unshift(picture);
  const preloaded: Record<string, unknown> = {};
  // Asked side by side with the first query, written in the table's order (the page's bytes stay the same).
  const content = Promise.all(
    sectionsOnPage(route.route).map(async (section) => {
      const variables = { section, ...readLanguage(route.language) };
      return [preloadKey(SITE_CONTENT, variables)!, await pageAnswer(runQuery, SITE_CONTENT, variables)] as const;
    }),
  );
  const query = firstQuery(route);
  if (query) {
    const key = preloadKey(query.document, query.variables)!;
    const data = await pageAnswer(runQuery, query.document, query.variables);
    if (data !== undefined) {
      preloaded[key] = data;
      const image = query.sizes ? mainImage(query.operation, data) : undefined;
      if (image?.url && query.sizes) {
        const responsive = responsiveImage(image.url, query.sizes);
        hints.unshift({ kind: 'image', href: responsive.src, imageSrcSet: responsive.srcSet, imageSizes: responsive.srcSet && responsive.sizes });
      }
    }
  }
  for (const [key, data] of await content) if (data !== undefined) preloaded[key] = data;
  return { hints, preloaded };
}
