import { describe, expect, test } from 'vitest';
import {
  formatKigali,
  formatKigaliWithSeconds,
  isDay,
  kigaliDate,
  kigaliTimeInWords,
  kigaliTimeStamp,
  kigaliToday,
  kigaliWallClock,
  parseKigaliLocal,
  toKigaliInputValue,
} from '../../shared/kigaliTime.ts';

// Kigali is UTC+2 all year (no daylight saving): 12:30 UTC is 14:30 in Kigali, in January and in July.
describe('Kigali time for the schedule', () => {
  test('formats a time as Kigali time with its day, month, year and 24-hour clock', () => {
    expect(formatKigali(Date.UTC(2026, 10, 24, 12, 30))).toBe('24 Nov 2026, 14:30 (Kigali)');
    expect(formatKigali(Date.UTC(2026, 6, 1, 12, 30))).toBe('1 Jul 2026, 14:30 (Kigali)');
    // Late in the UTC evening it is already the next day (and year) in Kigali.
    expect(formatKigali(Date.UTC(2026, 11, 31, 23, 5))).toBe('1 Jan 2027, 01:05 (Kigali)');
    expect(formatKigali(Number.NaN)).toBe('Invalid date');
  });

  test('reads a datetime-local value as Kigali time, the same offset in winter and summer', () => {
    expect(parseKigaliLocal('2026-11-24T14:30')).toBe(Date.UTC(2026, 10, 24, 12, 30));
    expect(parseKigaliLocal('2026-03-29T02:30')).toBe(Date.UTC(2026, 2, 29, 0, 30)); // Europe's spring-forward night
    expect(parseKigaliLocal('2026-10-25T02:30')).toBe(Date.UTC(2026, 9, 25, 0, 30)); // and its fall-back night
    expect(parseKigaliLocal('2027-01-01T01:05')).toBe(Date.UTC(2026, 11, 31, 23, 5));
  });

  test('refuses values that are no time', () => {
    for (const bad of ['', '2026-11-24', '2026-11-24 14:30', '2026-13-01T10:00', '2026-02-31T10:00', '2026-11-24T24:00', '2026-11-24T10:60', 'x'.repeat(10_000)]) {
      expect(parseKigaliLocal(bad), bad).toBeNull();
    }
  });

  test('an input value round-trips through the stored time', () => {
    const at = Date.UTC(2026, 10, 24, 12, 30);
    expect(toKigaliInputValue(at)).toBe('2026-11-24T14:30');
    expect(parseKigaliLocal(toKigaliInputValue(at))).toBe(at);
    expect(toKigaliInputValue(Date.UTC(2026, 11, 31, 22, 0))).toBe('2027-01-01T00:00');
  });

  test('the day in Kigali: already tomorrow late in the UTC evening', () => {
    expect(kigaliDate(Date.UTC(2026, 6, 3, 21, 59))).toBe('2026-07-03');
    expect(kigaliDate(Date.UTC(2026, 6, 3, 22, 30))).toBe('2026-07-04');
    expect(kigaliToday(Date.UTC(2026, 11, 31, 22, 0))).toBe('2027-01-01');
    expect(kigaliToday()).toBe(kigaliDate(Date.now()));
    expect(kigaliWallClock(Date.UTC(2026, 11, 31, 22, 0)).getUTCFullYear()).toBe(2027);
  });

  test('the texts the server and the revisions write', () => {
    expect(kigaliTimeStamp(Date.UTC(2026, 10, 24, 12, 30))).toBe('2026-11-24 14:30 (Kigali time)');
    expect(kigaliTimeInWords(new Date(Date.UTC(2026, 6, 4, 7, 30)))).toBe(kigaliTimeInWords(Date.UTC(2026, 6, 4, 7, 30)));
    expect(kigaliTimeInWords(Date.UTC(2026, 6, 4, 7, 30))).toMatch(/^4 July 2026.+09:30 \(Kigali time\)$/);
    expect(formatKigaliWithSeconds(Date.UTC(2026, 10, 24, 12, 30, 5))).toMatch(/^24 Nov 2026.+14:30:05$/);
  });

  test('a date input’s value is a real calendar day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-1-01', '', '2026-02-28T00:00']) expect(isDay(bad), bad).toBe(false);
  });
});
