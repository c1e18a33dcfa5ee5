/**
 * How much one upload request may carry, and how much one person may upload. Settings can change
 * each of them (docs/production.md, "Settings"), so that tests and large imports can raise them.
 */
export interface UploadLimits {
  /** Bytes per file. */
  maxFileBytes: number;
  /** Files per request. */
  maxFiles: number;
  /** Pixels per image (width x height), checked on the header before anything is decoded. */
  maxPixels: number;
  /** Upload requests one person may have in flight at once; another is refused until one ends. */
  maxConcurrent: number;
  /** Images one person may send in any hour (a sliding window, kept in the database). */
  maxImagesPerHour: number;
}

export const MB = 1024 * 1024;

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 10 * MB,
  maxFiles: 20,
  maxPixels: 40_000_000,
  maxConcurrent: 1,
  maxImagesPerHour: 60,
};

/** The defaults with the given settings applied; a setting that is not a positive number is a start-up error. */
export function uploadLimits(settings: Partial<UploadLimits> = {}): UploadLimits {
  const limits = { ...DEFAULT_UPLOAD_LIMITS };
  for (const key of Object.keys(limits) as (keyof UploadLimits)[]) {
    const value = settings[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || Math.floor(value) <= 0) throw new Error(`Upload limit ${key} must be a positive number`);
    limits[key] = Math.floor(value);
  }
  return limits;
}

/** "10 MB", "1.5 MB": how a byte limit reads in an error message. */
export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / MB).toFixed(1))} MB`;
}
