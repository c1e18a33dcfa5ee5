import type { ImageRef } from '../../shared/types.ts';

interface PostImageProps {
  image: ImageRef;
  alt: string;
  /** Intrinsic size hints: the box keeps this ratio before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  /** Images out of the first screen load only when the visitor scrolls near them. */
  lazy?: boolean;
  className?: string;
}

// Every post image goes through here, so responsive sources for /uploads can be added in one place.
export function PostImage({ image, alt, width = 800, height = 600, lazy = true, className }: PostImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}

/** Stands where a post has no image. */
export function NoImage({ className }: { className?: string }) {
  return <p className={['no-image', className].filter(Boolean).join(' ')}>No image available</p>;
}
