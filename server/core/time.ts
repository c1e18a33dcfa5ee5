// Lengths of time in milliseconds, and days written YYYY-MM-DD (a Kigali or a UTC day alike: the
// arithmetic is on the calendar, never on a clock).

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The day `n` days after `day` (before it, when `n` is negative), both YYYY-MM-DD. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
