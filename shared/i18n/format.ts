// Dates and numbers, written by this code rather than by Intl: browsers ship less locale data than
// Node (Chromium may have no Kinyarwanda at all, and Intl.RelativeTimeFormat('rw') prints "-3 d"),
// and the server and the browser must print the same text in every language.
import { kigaliWallClock } from '../kigaliClock.ts';
import type { Language } from './languages.ts';

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  rw: ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/** Thousands separators: a comma in English, a full stop in Kinyarwanda (as ICU's rw), a narrow no-break space in French. */
const GROUP: Record<Language, string> = { en: ',', rw: '.', fr: '\u202f' };

/** A whole number with its thousands grouped: 1234568 -> "1,234,568" / "1.234.568" / "1 234 568". */
export function formatNumber(language: Language, value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language]);
}

/**
 * A day in the calendar of Kigali (shared/kigaliClock.ts): "4 July 2025",
 * "4 Nyakanga 2025", "4 juillet 2025".
 */
export function formatDate(language: Language, when: Date | number | string): string {
  const kigali = kigaliWallClock(new Date(when).getTime());
  if (Number.isNaN(kigali.getTime())) return '';
  return `${kigali.getUTCDate()} ${MONTHS[language][kigali.getUTCMonth()]} ${kigali.getUTCFullYear()}`;
}

export const monthName = (language: Language, month: number) => MONTHS[language][month]!;

/** An amount of money as the foundation writes it: its currency, then the number grouped ("RWF 10,000"). */
export const formatMoney = (language: Language, amount: number, currency: string) => `${currency} ${formatNumber(language, amount)}`;
