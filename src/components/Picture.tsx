import { srcSetOf, type Photo } from '../../shared/photos.ts';

interface PictureProps {
  photo: Photo;
  /** In the page's language: the pages take it from their catalogue part. */
  alt: string;
  /** Pictures below the fold load only when the visitor scrolls near them. */
  lazy?: boolean;
  /** The page's main picture (its largest paint): fetched before other images. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** An image with its intrinsic size (no layout shift) and, when it has wider copies, a srcset. */
export function Picture({ photo, lazy = true, priority = false, sizes, className, alt }: PictureProps) {
  const srcSet = srcSetOf(photo);
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading={lazy && !priority ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
