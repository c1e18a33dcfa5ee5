// Every picture the public pages show. The files live in public/images/ and are served as they are:
// replacing one with a real photo of the same name and size just works (`npm run images` redraws
// the placeholders). Shared: the server preloads a page's main photo (firstScreenPhotos). Their alt
// texts are in the catalogues (shared/locales), in the pages' parts, and the pages pass them on.

export interface Photo {
  /** Path under the site root, e.g. /images/gallery-01.webp */
  src: string;
  width: number;
  height: number;
  /** Wider copies for large screens: each is `src` with `-{width}` before the extension. */
  widerWidths?: number[];
}

const photo = (name: string, width: number, height: number, widerWidths?: number[]): Photo => ({
  src: `/images/${name}.webp`,
  width,
  height,
  ...(widerWidths ? { widerWidths } : {}),
});

/** The `srcset` of a photo with wider copies, or undefined when it has none. */
export function srcSetOf(picture: Photo): string | undefined {
  if (!picture.widerWidths?.length) return undefined;
  const wider = picture.widerWidths.map((width) => `${picture.src.replace(/\.webp$/, `-${width}.webp`)} ${width}w`);
  return [`${picture.src} ${picture.width}w`, ...wider].join(', ');
}

/** How wide the home page shows its hero picture (half the row from 1024px, else the full width). */
export const HERO_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** In the order of the gallery's alt texts (catalogue part `gallery`). */
export const galleryPhotos: Photo[] = [
  photo('gallery-01', 400, 300),
  photo('gallery-02', 400, 300),
  photo('gallery-03', 400, 300),
  photo('gallery-04', 400, 300),
  photo('gallery-05', 400, 300),
  photo('gallery-06', 400, 300),
  photo('gallery-07', 400, 300),
  photo('gallery-08', 400, 300),
  photo('gallery-09', 400, 300),
  photo('gallery-10', 400, 300),
];

export const homePhotos = {
  hero: photo('home-hero', 640, 360, [1280]),
  grid: [
    photo('home-grid-1', 400, 300),
    photo('home-grid-2', 400, 300),
    photo('home-grid-3', 400, 300),
    photo('home-grid-4', 400, 300),
  ],
};

export const aboutPhotos = [
  photo('about-1', 640, 480),
  photo('about-2', 640, 480),
];

export const donatePhoto = photo('donate-card', 480, 360);

/** Photos a page's first screen shows large: the server preloads the one its route names (shared/routes.ts). */
export const firstScreenPhotos = {
  homeHero: { photo: homePhotos.hero, sizes: HERO_SIZES },
};

export type FirstScreenPhoto = keyof typeof firstScreenPhotos;
