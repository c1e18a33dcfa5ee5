import { describe, expect, test } from 'vitest';
import { configFromEnv } from '../../../server/core/config.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadLimits } from '../../../server/uploads/limits.ts';

/** The limits in the units the settings are written in: MB per file, files, megapixels, uploads at once, images an hour. */
const limits = (fileMb: number, files: number, megapixels: number, concurrent: number, imagesPerHour: number) => ({
  maxFileBytes: fileMb * 1024 * 1024,
  maxFiles: files,
  maxPixels: megapixels * 1_000_000,
  maxConcurrent: concurrent,
  maxImagesPerHour: imagesPerHour,
});

describe('upload settings', () => {
  test('default to 10 MB per file, 20 files, 40 megapixels, one upload at a time and 60 images an hour per person', () => {
    expect(uploadLimits(configFromEnv({}).uploadLimits)).toEqual(limits(10, 20, 40, 1, 60));
  });

  test('are raised by UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGAPIXELS, UPLOAD_MAX_CONCURRENT and UPLOAD_MAX_IMAGES_PER_HOUR', () => {
    const env = {
      UPLOAD_MAX_FILE_MB: '25',
      UPLOAD_MAX_FILES: '50',
      UPLOAD_MAX_MEGAPIXELS: '100',
      UPLOAD_MAX_CONCURRENT: '4',
      UPLOAD_MAX_IMAGES_PER_HOUR: '5000',
    };
    expect(uploadLimits(configFromEnv(env).uploadLimits)).toEqual(limits(25, 50, 100, 4, 5000));
  });

  test('stop the start when a value is not a positive number', () => {
    expect(() => configFromEnv({ UPLOAD_MAX_FILES: 'many' })).toThrow('UPLOAD_MAX_FILES must be a positive number');
    expect(() => configFromEnv({ UPLOAD_MAX_FILE_MB: '-1' })).toThrow('UPLOAD_MAX_FILE_MB');
    expect(() => uploadLimits({ maxPixels: 0 })).toThrow('maxPixels');
    expect(() => configFromEnv({ UPLOAD_MAX_CONCURRENT: '0' })).toThrow('UPLOAD_MAX_CONCURRENT must be a positive number');
    expect(() => configFromEnv({ UPLOAD_MAX_IMAGES_PER_HOUR: 'lots' })).toThrow('UPLOAD_MAX_IMAGES_PER_HOUR must be a positive number');
    expect(() => uploadLimits({ maxConcurrent: 0.5 })).toThrow('maxConcurrent');
    expect(uploadLimits({})).toEqual(DEFAULT_UPLOAD_LIMITS);
  });
});
