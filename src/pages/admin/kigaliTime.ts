// Times as the foundation's staff read and enter them: in Kigali (Africa/Kigali, UTC+2 all year,
// no daylight saving), whatever the browser's own zone; stored as UTC milliseconds.
const KIGALI_OFFSET_MS = 2 * 60 * 60_000;

const kigaliFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Kigali' });

/** "24 Nov 2026, 14:30 (Kigali)". */
export const formatKigali = (ms: number) => `${kigaliFormat.format(ms)} (Kigali)`;

/** A datetime-local value ("2026-11-24T14:30") read as Kigali time; null when it is not one. */
export function parseKigaliLocal(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // 31 February and 25:00 are not times.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour) return null;
  return utc - KIGALI_OFFSET_MS;
}

/** The datetime-local value of `ms` in Kigali time. */
export function toKigaliInputValue(ms: number): string {
  return new Date(ms + KIGALI_OFFSET_MS).toISOString().slice(0, 16);
}
