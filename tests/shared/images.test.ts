import { describe, expect, test } from 'vitest';
import { JPEG_WIDTH, jpegSize, parseUploadUrl, previewJpeg, uploadUrl } from '../../shared/images.ts';

const HASH = '0123456789abcdef'.repeat(4);

describe('parseUploadUrl', () => {
  test('reads back what uploadUrl writes', () => {
    for (const [width, height] of [[1600, 1200], [960, 540], [1, 1], [300, 4000]] as const) {
      expect(parseUploadUrl(uploadUrl(HASH, width, height))).toEqual({ origin: '', hash: HASH, size: { width, height } });
    }
  });

  test('reads the same url made absolute, with the origin it is on', () => {
    for (const origin of ['https://bcf.rw', 'http://127.0.0.1:4173', 'http://[::1]:8080']) {
      expect(parseUploadUrl(origin + uploadUrl(HASH, 1600, 1200))).toEqual({ origin, hash: HASH, size: { width: 1600, height: 1200 } });
    }
  });

  test('an upload url whose query is not the size as uploadUrl writes it is the hash alone', () => {
    const queries = [
      ...['', '?', '?w=960', '?w=abc&h=10', '?w=0&h=10', '?w=1e3&h=10', '?w=960.5&h=10', '?w=0960&h=10'],
      ...['?h=540&w=960', '?w=960&h=540&v=2'],
    ];
    for (const query of queries) {
      expect(parseUploadUrl(`/uploads/${HASH}.webp${query}`)).toEqual({ origin: '', hash: HASH });
    }
  });

  test('any other url is not an upload', () => {
    for (const url of [
      'https://res.cloudinary.com/demo/image/upload/sample.jpg',
      '/images/gallery-1.jpg',
      '/uploads/not-a-hash.webp?w=10&h=10',
      `/uploads/${HASH}-960.webp`,
      `//example.org/uploads/${HASH}.webp?w=1600&h=1200`,
      `https://example.org/photos/uploads/${HASH}.webp?w=1600&h=1200`,
      `ftp://example.org/uploads/${HASH}.webp?w=1600&h=1200`,
    ]) {
      expect(parseUploadUrl(url)).toBeNull();
    }
  });
});

describe('previewJpeg', () => {
  test('a wide image is shared as its JPEG, JPEG_WIDTH wide, its height scaled to match', () => {
    expect(previewJpeg({ origin: '', hash: HASH, size: { width: 1600, height: 900 } })).toEqual({
      url: `/uploads/${HASH}.jpg`,
      size: { width: JPEG_WIDTH, height: 675 },
    });
    expect(previewJpeg({ origin: '', hash: HASH, size: { width: 1200, height: 1600 } })).toEqual({
      url: `/uploads/${HASH}.jpg`,
      size: { width: 1200, height: 1600 },
    });
  });

  test('a narrower image is shared whole, at its own size', () => {
    expect(previewJpeg({ origin: '', hash: HASH, size: { width: 700, height: 350 } })).toEqual({
      url: `/uploads/${HASH}.jpg`,
      size: { width: 700, height: 350 },
    });
    expect(jpegSize({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  test('an absolute upload url is shared as its JPEG on the same origin', () => {
    expect(previewJpeg({ origin: 'https://bcf.rw', hash: HASH })).toEqual({ url: `https://bcf.rw/uploads/${HASH}.jpg` });
  });

  test('an image of unknown size is shared as its JPEG, without a size', () => {
    expect(previewJpeg({ origin: '', hash: HASH })).toEqual({ url: `/uploads/${HASH}.jpg` });
  });
});
