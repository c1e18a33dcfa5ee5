// An upload is decoded once, whatever number of widths it is written at: decoding a large photo is
// the costly step, and decoding it anew for each width (in parallel) multiplied the time and memory
// one upload took. The decoder is counted through the seam encodeImage takes it by.
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { jpegSize, variantHeight } from '../../../shared/images.ts';
import { DEFAULT_UPLOAD_LIMITS } from '../../../server/uploads/limits.ts';
import { decodeUpright, encodeImage, inspectImage } from '../../../server/uploads/process.ts';
import { jpegWithGps, solidImage, stripedPng } from '../../kit/imageFixtures.ts';

function countingDecoder() {
  const calls: { width: number; decodedWidth: number }[] = [];
  const decode: typeof decodeUpright = async (image, width, limits) => {
    const pixels = await decodeUpright(image, width, limits);
    calls.push({ width, decodedWidth: pixels.width });
    return pixels;
  };
  return { decode, calls };
}

describe('encoding an upload', () => {
  test('a large photo is decoded once, at the largest width it is stored at, for every WebP width and the JPEG', async () => {
    const image = await inspectImage(await jpegWithGps(3000, 2000), 'IMG_0001.jpg', DEFAULT_UPLOAD_LIMITS);
    // Upright: 2000 wide, 3000 tall.
    expect({ width: image.width, height: image.height }).toEqual({ width: 2000, height: 3000 });
    const { decode, calls } = countingDecoder();
    const stored = await encodeImage(image, DEFAULT_UPLOAD_LIMITS, decode);
    expect(calls).toEqual([{ width: 1600, decodedWidth: 1600 }]);

    const largest = { width: 1600, height: 2400 };
    expect(stored.variants.map(({ width, height }) => ({ width, height }))).toEqual(
      [480, 960, 1600].map((width) => ({ width, height: variantHeight(largest.width, largest.height, width) })),
    );
    for (const variant of stored.variants) {
      expect(await sharp(variant.bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
    expect({ width: stored.jpeg.width, height: stored.jpeg.height }).toEqual(jpegSize(largest));
    expect(await sharp(stored.jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', ...jpegSize(largest) });
  });

  test('a small image is decoded once too, lossless WebP tried at its own size from the same pixels', async () => {
    for (const bytes of [await stripedPng(300), await solidImage(1200, 800, 'png')]) {
      const image = await inspectImage(bytes, 'small.png', DEFAULT_UPLOAD_LIMITS);
      const { decode, calls } = countingDecoder();
      const stored = await encodeImage(image, DEFAULT_UPLOAD_LIMITS, decode);
      expect(calls).toEqual([{ width: image.width, decodedWidth: image.width }]);
      expect(stored.variants.at(-1)).toMatchObject({ width: image.width, height: image.height });
    }
  });

  test('a damaged image is refused as unreadable when decoded', async () => {
    const jpeg = await jpegWithGps(800, 600);
    const image = await inspectImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut.jpg', DEFAULT_UPLOAD_LIMITS);
    await expect(encodeImage(image, DEFAULT_UPLOAD_LIMITS)).rejects.toMatchObject({ statusCode: 422, code: 'UNREADABLE_IMAGE' });
  });
});
