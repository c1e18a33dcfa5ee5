import type { ImageRef } from '../../shared/types.ts';
import { FULL_WIDTH, responsiveImage } from '../lib/responsiveImage.ts';

interface PostImageProps {
  image: ImageRef;
  alt: string;
  /** How wide the image is shown, for the browser to pick a width from the srcset. */
  sizes?: string;
  /** Size hints for images that do not tell theirs (older posts): the box keeps this ratio. */
  width?: number;
  height?: number;
  /** Images out of the first screen load only when the visitor scrolls near them. */
  lazy?: boolean;
  className?: string;
}

/** The details page's column is at most 60rem wide (styles/postDetails.scss). */
export const DETAILS_IMAGE_SIZES = '(min-width: 60rem) 60rem, 100vw';

/** A post's image: every width the upload service stored, its intrinsic size, lazy by default. */
export function PostImage({ image, alt, sizes = FULL_WIDTH, width = 800, height = 600, lazy = true, className }: PostImageProps) {
  const responsive = responsiveImage(image.url, sizes);
  return (
    <img
      className={className}
      src={responsive.src}
      srcSet={responsive.srcSet}
      sizes={responsive.srcSet ? responsive.sizes : undefined}
      alt={alt}
      width={responsive.width ?? width}
      height={responsive.height ?? height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}

/** Stands where a post has no image. */
export function NoImage({ className }: { className?: string }) {
  return <p className={['no-image', className].filter(Boolean).join(' ')}>No image available</p>;
}
