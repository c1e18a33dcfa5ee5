import { parseUploadUrl, uploadPath, variantWidths } from './images.ts';

/** Attributes for an `<img>`: spread them onto the element. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size of the largest variant, so the browser reserves the box before the bytes arrive. */
  width?: number;
  height?: number;
}

/** Most images span the screen on a phone, which is where the bytes matter. */
export const FULL_WIDTH = '100vw';

/**
 * Turns an image's `url` into `src`, `srcSet`, `sizes`, `width` and `height`. An upload's url
 * (`https://<site>/uploads/<hash>.webp?w=..&h=..`, or its path) names its largest width, which
 * tells every stored width, each on the url's origin; any other url (an older post's image on
 * another host, a static file) is used as it is.
 * `sizes` says how wide the image is shown, e.g. `(min-width: 960px) 50vw, 100vw`.
 */
export function responsiveImage(url: string, sizes: string = FULL_WIDTH): ResponsiveImage {
  const upload = parseUploadUrl(url);
  if (!upload) return { src: url };
  const { origin, hash, size } = upload;
  const at = (width?: number) => origin + uploadPath(hash, width);
  if (!size) return { src: at() };
  const { width, height } = size;
  const srcSet = variantWidths(width)
    .map((variantWidth) => `${at(variantWidth)} ${variantWidth}w`)
    .join(', ');
  return { src: at(), srcSet, sizes, width, height };
}

// How wide the pages show post images, for `sizes`: the server announces the first screen's image
// with the same values in the page's head, so the browser's preload and the `<img>` match.

/** The activity grid's columns: 1, then 2 from 600px, 3 from 1024px, 4 from 1280px (styles/activities.scss). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw';

/** The details page's column is at most 60rem wide (styles/postDetails.scss). */
export const DETAILS_IMAGE_SIZES = '(min-width: 60rem) 60rem, 100vw';
