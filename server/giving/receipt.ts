// A received gift's receipt, as the thank-you e-mail lists it and the printable receipt page
// (receiptPage.ts) shows it: one list of rows, in the donor's language (the catalogues' `mail` part).
import { formatDate, formatMoney } from '../../shared/i18n/format.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';
import { textsIn } from '../../shared/locales/catalogues.ts';
import { mailTexts } from '../mail/texts.ts';
import type { GiftRecord } from './repository.ts';

/** The language a gift's e-mails and receipt are written in: the donor's, else English. */
export const languageOfGift = (gift: GiftRecord): Language => (isLanguage(gift.language) ? gift.language : DEFAULT_LANGUAGE);

/** When the gift arrived, as the receipt writes it. */
export const receivedDate = (language: Language, gift: GiftRecord) => formatDate(language, `${gift.receivedOn!}T12:00:00Z`);

/** What arrived, in RWF, as the receipt writes it. */
export const receivedAmount = (language: Language, gift: GiftRecord) => formatMoney(language, gift.receivedRwf!, 'RWF');

/** The receipt's rows, each a term and its value: its number, date, amount in RWF, way and reference. */
export function receiptRows(language: Language, gift: GiftRecord): [term: string, value: string][] {
  const texts = mailTexts(language).receipt;
  return [
    [texts.number, gift.receiptNumber!],
    [texts.date, receivedDate(language, gift)],
    [texts.amount, receivedAmount(language, gift)],
    // The ways are named as the giving form names them, in the same language.
    [texts.way, textsIn(language, 'givingForm').ways[gift.way]],
    [texts.reference, gift.reference],
  ];
}
