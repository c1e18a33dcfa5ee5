import { describe, expect, test } from 'vitest';
import { configFromEnv } from '../../server/config.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadLimits } from '../../server/uploads/limits.ts';

describe('upload settings', () => {
  test('default to 10 MB per file, 20 files and 40 megapixels', () => {
    expect(uploadLimits(configFromEnv({}).uploadLimits)).toEqual({
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 20,
      maxPixels: 40_000_000,
    });
  });

  test('are raised by UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES and UPLOAD_MAX_MEGAPIXELS', () => {
    const env = { UPLOAD_MAX_FILE_MB: '25', UPLOAD_MAX_FILES: '50', UPLOAD_MAX_MEGAPIXELS: '100' };
    expect(uploadLimits(configFromEnv(env).uploadLimits)).toEqual({
      maxFileBytes: 25 * 1024 * 1024,
      maxFiles: 50,
      maxPixels: 100_000_000,
    });
  });

  test('stop the start when a value is not a positive number', () => {
    expect(() => configFromEnv({ UPLOAD_MAX_FILES: 'many' })).toThrow('UPLOAD_MAX_FILES must be a positive number');
    expect(() => configFromEnv({ UPLOAD_MAX_FILE_MB: '-1' })).toThrow('UPLOAD_MAX_FILE_MB');
    expect(() => uploadLimits({ maxPixels: 0 })).toThrow('maxPixels');
    expect(uploadLimits({})).toEqual(DEFAULT_UPLOAD_LIMITS);
  });
});
