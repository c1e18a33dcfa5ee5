import type { ImageRef } from '../../shared/types.ts';
import { FULL_WIDTH, responsiveImage } from '../../shared/responsiveImage.ts';

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
  /** The page's main picture (its largest paint): fetched before other images. */
  priority?: boolean;
  className?: string;
}

/**
 * A post's image: every width the upload service stored, its intrinsic size, lazy by default. The
 * server preloads a page's `priority` image from the head with the same `sizes` (server/seo/hints.ts).
 */
export function PostImage({
  image,
  alt,
  sizes = FULL_WIDTH,
  width = 800,
  height = 600,
  lazy = true,
  priority = false,
  className,
}: PostImageProps) {
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
      loading={lazy && !priority ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** Stands where a post has no image; `text`: the line in the page's language (English's by default). */
export function NoImage({ className, text = 'No image available' }: { className?: string; text?: string }) {
  return <p className={['no-image', className].filter(Boolean).join(' ')}>{text}</p>;
}
