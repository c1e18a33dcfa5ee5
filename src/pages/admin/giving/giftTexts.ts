// What the Donations area calls a gift's states and ways, and how it writes amounts and donors.
import type { Currency, GiftStatus, GiftWay } from '../../../../shared/giving.ts';
import { formatMoney } from '../../../../shared/i18n/format.ts';
import { givingForm } from '../../../i18n/english/givingForm.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../../shared/i18n/languages.ts';

export const STATUS_LABELS: Record<GiftStatus, string> = { PLEDGED: 'Pledged', RECEIVED: 'Received', CANCELLED: 'Cancelled' };

/** The ways of giving as the site names them in English (the giving form's catalogue). */
export const WAY_LABELS: Record<GiftWay, string> = givingForm.ways;

/** The languages a receipt is written in, English first, each named as the site names it. */
const ENGLISH_FIRST: Language[] = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];
export const RECEIPT_LANGUAGES = ENGLISH_FIRST.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** An amount as the foundation writes it everywhere, whatever the reader's locale: "RWF 10,000". */
export const formatAmount = (amount: number, currency: Currency) => formatMoney('en', amount, currency);

export const ANONYMOUS = 'Anonymous';

/** Where a donor's e-mail and phone would be before the password check that shows them. */
export const CONTACT_HIDDEN = 'E-mail and phone hidden';

/**
 * The donor's details a gift has (name, e-mail, phone); an erased donor's once, as the server wrote
 * them. The server sends no e-mail or phone (null) without a recent password check: the name alone then.
 */
export function donorLines(gift: { donorName: string; donorEmail: string | null; donorPhone: string | null; erased: boolean }): string[] {
  if (gift.erased) return [gift.donorName];
  if (gift.donorEmail === null || gift.donorPhone === null) return [gift.donorName, CONTACT_HIDDEN].filter((line) => line !== '');
  const lines = [gift.donorName, gift.donorEmail, gift.donorPhone].filter((line) => line !== '');
  return lines.length ? lines : [ANONYMOUS];
}
