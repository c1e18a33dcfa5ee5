// What a page's first screen needs besides the main script, announced in the page's head so the
// browser fetches it at once instead of discovering it one step at a time (script, then the page's
// chunks, then its data, then its main image):
//   - the bundles of the route's lazily loaded page (dist/route-manifest.json, written by
//     parcel/reporter-route-manifest.mjs), as modulepreload and style preloads;
//   - the answers to the page's first queries, written into the page (shared/preloadedQueries.ts);
//   - the main picture of the page, preloaded with high priority and the `<img>`'s own sizes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteMeta } from '../../shared/pageMeta.ts';
import { POST_CARDS, postCardsVariables } from '../../shared/cardDocuments.ts';
import { GET_ONE_POST } from '../../shared/postDocuments.ts';
import { preloadKey } from '../../shared/preloadedQueries.ts';
import { CARD_IMAGE_SIZES, DETAILS_IMAGE_SIZES, responsiveImage } from '../../shared/responsiveImage.ts';
import { HERO_SIZES, homePhotos, srcSetOf } from '../../src/content/photos.ts';

/** Module (path from the project root) -> the URLs of the bundles it needs beyond index.html's. */
export type RouteManifest = Record<string, string[]>;

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** The module src/routes.tsx loads lazily for each page: the keys of the route manifest. */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/pages/public/HomePage.tsx',
  '/WhoWeArePage': 'src/pages/public/WhoWeArePage.tsx',
  '/ImpactPage': 'src/pages/public/ImpactPage.tsx',
  '/ActivitiesPage': 'src/pages/public/ActivitiesPage.tsx',
  '/HowDoesGivingWorkPage': 'src/pages/public/HowDoesGivingWorkPage.tsx',
  '/DonatePage': 'src/pages/public/DonatePage.tsx',
  '/paymentByVissa': 'src/pages/public/PaymentByVissaPage.tsx',
  '/FrequentAskedQuestions': 'src/pages/public/FaqPage.tsx',
  '/ContactPage': 'src/pages/public/ContactPage.tsx',
  '/PhoneNavbar': 'src/pages/public/PhoneNavbarPage.tsx',
  '/LoginIn': 'src/pages/admin/LoginPage.tsx',
};
const POST_MODULE = 'src/pages/public/ActivityDetailsPage.tsx';
const ADMIN_MODULE = 'src/pages/admin/routes.tsx';
const NOT_FOUND_MODULE = 'src/pages/public/NotFoundPage.tsx';

export function routeModule(route: RouteMeta): string {
  if (route.kind === 'page') return PAGE_MODULES[route.page.path] ?? NOT_FOUND_MODULE;
  if (route.kind === 'post') return POST_MODULE;
  if (route.kind === 'admin') return ADMIN_MODULE;
  return NOT_FOUND_MODULE;
}

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

/** The query the route's page makes first, and where its main picture is in the answer. */
function firstQuery(route: RouteMeta) {
  if (route.kind === 'page' && route.page.path === '/ActivitiesPage') {
    // The first page of cards of every post (issue 17), as the page asks for it.
    return {
      document: POST_CARDS,
      variables: postCardsVariables(null, null),
      sizes: CARD_IMAGE_SIZES,
      image: (data: unknown) =>
        firstImage((data as { postCards?: { items: { image_url: WireImages }[] } }).postCards?.items[0]?.image_url),
    };
  }
  if (route.kind === 'post') {
    return {
      document: GET_ONE_POST,
      variables: { id: route.id },
      sizes: DETAILS_IMAGE_SIZES,
      image: (data: unknown) => firstImage((data as { getOnePost?: { image_url: WireImages } | null }).getOnePost?.image_url),
    };
  }
  return undefined;
}

/** The main picture of a page that shows no posts: the home page's hero. */
function staticPicture(route: RouteMeta): ResourceHint | undefined {
  if (route.kind !== 'page' || route.page.path !== '/') return undefined;
  const hero = homePhotos.hero;
  return { kind: 'image', href: hero.src, imageSrcSet: srcSetOf(hero), imageSizes: HERO_SIZES };
}

/**
 * The hints and answers for a route. A failing query leaves its answer and picture out (the page
 * asks for them itself, and shows its own error if that fails too).
 */
export async function firstScreen(route: RouteMeta, manifest: RouteManifest, runQuery: RunQuery): Promise<FirstScreen> {
  const hints: ResourceHint[] = (manifest[routeModule(route)] ?? []).map((href) => ({
    kind: href.endsWith('.css') ? 'style' : 'module',
    href,
  }));
  const picture = staticPicture(route);
  if (picture) hints.unshift(picture);
  const preloaded: Record<string, unknown> = {};
  const query = firstQuery(route);
  if (query) {
    const key = preloadKey(query.document, query.variables)!;
    const data = await runQuery(query.document, query.variables).catch(() => undefined);
    if (data !== undefined) {
      preloaded[key] = data;
      const image = query.image(data);
      if (image?.url) {
        const responsive = responsiveImage(image.url, query.sizes);
        hints.unshift({ kind: 'image', href: responsive.src, imageSrcSet: responsive.srcSet, imageSizes: responsive.srcSet && responsive.sizes });
      }
    }
  }
  return { hints, preloaded };
}
