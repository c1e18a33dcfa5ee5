// Times staff see and enter in Kigali time and stored in UTC. Rwanda keeps Central Africa Time, UTC+2, with no daylight saving, so a local
// Kigali time converts to UTC by a fixed offset; the display still goes through Intl so that
// the formatting (day, month name, 24-hour clock) is the platform's.
const KIGALI_OFFSET_MS = 2 * 60 * 60_000;

const display = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Kigali',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24 Nov 2026, 14:30 (Kigali)"; 'Invalid date' when `ms` is not a time. */
export function formatKigali(ms: number): string {
  if (!Number.isFinite(ms)) return 'Invalid date';
  const parts = display.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} (Kigali)`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local input's value ('YYYY-MM-DDTHH:mm'), read as Kigali time, in ms; null when it is no such time. */
export function parseKigaliLocal(value: string): number | null {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31 February over into March: such a day is refused, not moved.
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc - KIGALI_OFFSET_MS;
}

/** The datetime-local input's value ('YYYY-MM-DDTHH:mm') showing `ms` in Kigali time. */
export function toKigaliInputValue(ms: number): string {
  return new Date(ms + KIGALI_OFFSET_MS).toISOString().slice(0, 16);
}

/** The day in Kigali ('YYYY-MM-DD') at `ms`: a date input's value, as the server reads dates. */
export function kigaliDate(ms: number): string {
  return toKigaliInputValue(ms).slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date input's value is a real calendar day, YYYY-MM-DD (not 31 February). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
