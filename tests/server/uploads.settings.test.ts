import { describe, expect, test } from 'vitest';
import { configFromEnv } from '../../server/core/config.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadLimits } from '../../server/uploads/limits.ts';

describe('upload settings', () => {
  test('default to 10 MB per file, 20 files, 40 megapixels, one upload at a time and 60 images an hour per person', () => {
    expect(uploadLimits(configFromEnv({}).uploadLimits)).toEqual({
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 20,
      maxPixels: 40_000_000,
      maxConcurrent: 1,
      maxImagesPerHour: 60,
    });
  });

  test('are raised by UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGAPIXELS, UPLOAD_MAX_CONCURRENT and UPLOAD_MAX_IMAGES_PER_HOUR', () => {
    const env = {
      UPLOAD_MAX_FILE_MB: '25',
      UPLOAD_MAX_FILES: '50',
      UPLOAD_MAX_MEGAPIXELS: '100',
      UPLOAD_MAX_CONCURRENT: '4',
      UPLOAD_MAX_IMAGES_PER_HOUR: '5000',
    };
    expect(uploadLimits(configFromEnv(env).uploadLimits)).toEqual({
      maxFileBytes: 25 * 1024 * 1024,
      maxFiles: 50,
      maxPixels: 100_000_000,
      maxConcurrent: 4,
      maxImagesPerHour: 5000,
    });
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
