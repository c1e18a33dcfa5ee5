import { describe, expect, test } from 'vitest';
import { responsiveImage } from '../../shared/responsiveImage.ts';

const HASH = '0123456789abcdef'.repeat(4);

describe('responsiveImage', () => {
  test('lists every stored width of a large upload, with its size', () => {
    expect(responsiveImage(`/uploads/${HASH}.webp?w=1600&h=1200`)).toEqual({
      src: `/uploads/${HASH}.webp`,
      srcSet: `/uploads/${HASH}-480.webp 480w, /uploads/${HASH}-960.webp 960w, /uploads/${HASH}-1600.webp 1600w`,
      sizes: '100vw',
      width: 1600,
      height: 1200,
    });
  });

  test('ends the list at the image’s own width when it is narrower than 1600', () => {
    const image = responsiveImage(`/uploads/${HASH}.webp?w=1200&h=2000`, '(min-width: 960px) 50vw, 100vw');
    expect(image.srcSet).toBe(`/uploads/${HASH}-480.webp 480w, /uploads/${HASH}-960.webp 960w, /uploads/${HASH}-1200.webp 1200w`);
    expect(image.sizes).toBe('(min-width: 960px) 50vw, 100vw');
    expect([image.width, image.height]).toEqual([1200, 2000]);
  });

  test('offers a single width for an image narrower than 480', () => {
    expect(responsiveImage(`/uploads/${HASH}.webp?w=300&h=200`).srcSet).toBe(`/uploads/${HASH}-300.webp 300w`);
  });

  test('writes every width of an absolute upload url on its origin', () => {
    const origin = 'https://bcf.rw';
    expect(responsiveImage(`${origin}/uploads/${HASH}.webp?w=1200&h=2000`)).toEqual({
      src: `${origin}/uploads/${HASH}.webp`,
      srcSet: `${origin}/uploads/${HASH}-480.webp 480w, ${origin}/uploads/${HASH}-960.webp 960w, ${origin}/uploads/${HASH}-1200.webp 1200w`,
      sizes: '100vw',
      width: 1200,
      height: 2000,
    });
    expect(responsiveImage(`${origin}/uploads/${HASH}.webp`)).toEqual({ src: `${origin}/uploads/${HASH}.webp` });
  });

  test('uses an upload url without its size as a plain src', () => {
    expect(responsiveImage(`/uploads/${HASH}.webp`)).toEqual({ src: `/uploads/${HASH}.webp` });
    expect(responsiveImage(`/uploads/${HASH}.webp?w=abc&h=10`)).toEqual({ src: `/uploads/${HASH}.webp` });
  });

  test('passes other urls through untouched', () => {
    for (const url of [
      'https://res.cloudinary.com/demo/image/upload/sample.jpg',
      '/images/gallery-1.jpg',
      '/uploads/not-a-hash.webp?w=10&h=10',
      `https://example.org/photos/uploads/${HASH}.webp?w=1600&h=1200`,
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
    }
  });
});
