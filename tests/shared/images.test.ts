import { describe, expect, test } from 'vitest';
import { IMAGE_WIDTHS, PREVIEW_WIDTH, parseUploadUrl, previewVariant, uploadUrl } from '../../shared/images.ts';

const HASH = '0123456789abcdef'.repeat(4);

describe('parseUploadUrl', () => {
  test('reads back what uploadUrl writes', () => {
    for (const [width, height] of [[1600, 1200], [960, 540], [1, 1], [300, 4000]] as const) {
      expect(parseUploadUrl(uploadUrl(HASH, width, height))).toEqual({ hash: HASH, size: { width, height } });
    }
  });

  test('an upload url whose query is not the size as uploadUrl writes it is the hash alone', () => {
    const queries = [
      ...['', '?', '?w=960', '?w=abc&h=10', '?w=0&h=10', '?w=1e3&h=10', '?w=960.5&h=10', '?w=0960&h=10'],
      ...['?h=540&w=960', '?w=960&h=540&v=2'],
    ];
    for (const query of queries) {
      expect(parseUploadUrl(`/uploads/${HASH}.webp${query}`)).toEqual({ hash: HASH });
    }
  });

  test('any other url is not an upload', () => {
    for (const url of [
      'https://res.cloudinary.com/demo/image/upload/sample.jpg',
      '/images/gallery-1.jpg',
      '/uploads/not-a-hash.webp?w=10&h=10',
      `/uploads/${HASH}-960.webp`,
      `https://example.org/uploads/${HASH}.webp?w=1600&h=1200`,
    ]) {
      expect(parseUploadUrl(url)).toBeNull();
    }
  });
});

describe('previewVariant', () => {
  test('is a width every upload at least that wide is stored at', () => {
    expect(IMAGE_WIDTHS).toContain(PREVIEW_WIDTH);
  });

  test('a wide image is shared at the preview width, its height scaled to match', () => {
    expect(previewVariant({ hash: HASH, size: { width: 1600, height: 900 } })).toEqual({
      path: `/uploads/${HASH}-960.webp`,
      size: { width: 960, height: 540 },
    });
    expect(previewVariant({ hash: HASH, size: { width: 960, height: 1280 } })).toEqual({
      path: `/uploads/${HASH}-960.webp`,
      size: { width: 960, height: 1280 },
    });
  });

  test('a narrower image is shared whole, at its own size', () => {
    expect(previewVariant({ hash: HASH, size: { width: 700, height: 350 } })).toEqual({
      path: `/uploads/${HASH}.webp`,
      size: { width: 700, height: 350 },
    });
  });

  test('an image of unknown size is shared at its largest width, which every upload has', () => {
    expect(previewVariant({ hash: HASH })).toEqual({ path: `/uploads/${HASH}.webp` });
  });
});
