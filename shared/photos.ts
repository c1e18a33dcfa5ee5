// Every picture the public pages show. The files live in public/images/ and are served as they are:
// replacing one with a real photo of the same name and size just works (`npm run images` redraws
// the placeholders). Shared: the server preloads a page's main photo (firstScreenPhotos).

export interface Photo {
  /** Path under the site root, e.g. /images/gallery-01.webp */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Wider copies for large screens: each is `src` with `-{width}` before the extension. */
  widerWidths?: number[];
}

const photo = (name: string, alt: string, width: number, height: number, widerWidths?: number[]): Photo => ({
  src: `/images/${name}.webp`,
  alt,
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

export const galleryPhotos: Photo[] = [
  photo('gallery-01', 'Students listening to a mentor under a tree', 400, 300),
  photo('gallery-02', 'A mentor helping a student with homework', 400, 300),
  photo('gallery-03', 'Students celebrating their exam results', 400, 300),
  photo('gallery-04', 'A digital literacy class at the computer lab', 400, 300),
  photo('gallery-05', 'Volunteers handing out school materials', 400, 300),
  photo('gallery-06', 'A career day with guests from local companies', 400, 300),
  photo('gallery-07', 'Students presenting their small business ideas', 400, 300),
  photo('gallery-08', 'A life-skills workshop in a classroom', 400, 300),
  photo('gallery-09', 'Mentors and students on a hillside walk', 400, 300),
  photo('gallery-10', 'A group photo at the end of the school year', 400, 300),
];

export const homePhotos = {
  hero: photo('home-hero', 'Students walking to school on a sunny morning', 640, 360, [1280]),
  grid: [
    photo('home-grid-1', 'A student reading in the library', 400, 300),
    photo('home-grid-2', 'A mentor and a student talking about careers', 400, 300),
    photo('home-grid-3', 'Students working together on a project', 400, 300),
    photo('home-grid-4', 'A graduation day with families', 400, 300),
  ],
};

export const aboutPhotos = [
  photo('about-1', 'The founders with the first group of students', 640, 480),
  photo('about-2', 'Students at a Build Career Foundation workshop', 640, 480),
];

export const donatePhoto = photo('donate-card', 'Open the card donation form', 480, 360);

/** Photos a page's first screen shows large: the server preloads the one its route names (shared/routes.ts). */
export const firstScreenPhotos = {
  homeHero: { photo: homePhotos.hero, sizes: HERO_SIZES },
};

export type FirstScreenPhoto = keyof typeof firstScreenPhotos;
