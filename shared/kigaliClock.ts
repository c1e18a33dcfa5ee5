// Kigali's wall clock, apart from shared/kigaliTime.ts so that a visitor's page that prints a day
// (shared/i18n/format.ts) carries only this: Rwanda keeps Central Africa Time, UTC+2, with no
// daylight saving, so Kigali's wall clock is UTC moved by a fixed offset.
export const KIGALI_OFFSET_MS = 2 * 3_600_000;

/** `at` as a Date whose UTC fields (getUTCDate, toISOString…) read Kigali's wall clock. */
export const kigaliWallClock = (at: number): Date => new Date(at + KIGALI_OFFSET_MS);
