// Kigali time, the foundation's clock, for the client and the server alike: times are stored in
// UTC and shown, entered and counted in days in Kigali, whose wall clock is UTC moved by a fixed
// offset (./kigaliClock.ts); the texts with month names and the 24-hour clock still go through
// Intl, so that they are the platform's.
import { KIGALI_OFFSET_MS, kigaliWallClock } from './kigaliClock.ts';

export { kigaliWallClock };
export const KIGALI_TIME_ZONE = 'Africa/Kigali';

// Made on first use: a module does no work when imported.
let short: Intl.DateTimeFormat | undefined;
let withSeconds: Intl.DateTimeFormat | undefined;
let inWords: Intl.DateTimeFormat | undefined;

/** "24 Nov 2026, 14:30 (Kigali)", as staff read times in the admin area; 'Invalid date' when `ms` is not a time. */
export function formatKigali(ms: number): string {
  if (!Number.isFinite(ms)) return 'Invalid date';
  short ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: KIGALI_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = short.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} (Kigali)`;
}

/** "24 Nov 2026, 14:30:05": seconds shown, to tell close saves apart (a post's revisions). */
export function formatKigaliWithSeconds(ms: number): string {
  withSeconds ??= new Intl.DateTimeFormat('en-GB', { timeZone: KIGALI_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });
  return withSeconds.format(new Date(ms));
}

/** "4 July 2026 at 09:30 (Kigali time)", as the e-mails to staff write a time. */
export function kigaliTimeInWords(at: Date | number): string {
  inWords ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: KIGALI_TIME_ZONE });
  return `${inWords.format(at)} (Kigali time)`;
}

/** "2026-11-24 14:30 (Kigali time)", as the server's messages write a time. */
export const kigaliTimeStamp = (ms: number): string => `${toKigaliInputValue(ms).replace('T', ' ')} (Kigali time)`;

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
  return kigaliWallClock(ms).toISOString().slice(0, 16);
}

/** The day in Kigali ('YYYY-MM-DD') at `ms`: a date input's value, as the server reads dates. */
export function kigaliDate(ms: number): string {
  return toKigaliInputValue(ms).slice(0, 10);
}

/** Today in Kigali, 'YYYY-MM-DD'. */
export const kigaliToday = (now = Date.now()): string => kigaliDate(now);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date input's value is a real calendar day, YYYY-MM-DD (not 31 February). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
