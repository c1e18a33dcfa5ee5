// How to pay a pledge the way the donor chose, from the Donate page's published details (the
// site content's `donate` section): the page answers it and the pledge's e-mail writes it out.
import { dialLink, type GiftWay } from '../../shared/giving.ts';
import { SECTIONS } from '../../shared/siteContent/schema.ts';
import type { ShownSection } from '../../shared/siteContent/shown.ts';
import type { ShownText } from '../../shared/siteContent/values.ts';

/** The Donate section as a reader of one language reads it. */
export type DonateDetails = ShownSection<'donate'>;

/** The USSD string that pays the foundation's MTN Mobile Money code (`{code}` is the code). */
export const DEFAULT_MTN_DIAL = '*182*8*1*{code}#';

export type Instructions =
  | { kind: 'mobileMoney'; number: string; code: string; dial: string | null }
  | { kind: 'bank'; details: string[] }
  | { kind: 'cash'; hours: string }
  /** Paid on the card provider's hosted page ("Pay by card"): nothing to copy by hand. */
  | { kind: 'card' };

/** The bank's details in the order the Donate section lists them. */
const BANK_FIELDS = Object.keys(SECTIONS.donate.fields.bank.fields) as (keyof DonateDetails['bank'])[];

const text = (value: ShownText | undefined) => (value === undefined ? '' : typeof value === 'string' ? value : value.en);

/** A field missing from an older stored version reads as empty. */
export function instructionsFor(way: GiftWay, donate: Partial<DonateDetails>): Instructions {
  const number = donate.mobileMoneyNumber ?? '';
  const code = donate.mobileMoneyCode ?? '';
  if (way === 'MTN_MOMO') return { kind: 'mobileMoney', number, code, dial: dialLink(donate.mtnDial || DEFAULT_MTN_DIAL, code) };
  if (way === 'AIRTEL_MONEY') return { kind: 'mobileMoney', number, code, dial: dialLink(donate.airtelDial ?? '', code) };
  if (way === 'BANK_TRANSFER') {
    const bank: Partial<DonateDetails['bank']> = donate.bank ?? {};
    return { kind: 'bank', details: BANK_FIELDS.map((field) => bank[field] ?? '').filter(Boolean) };
  }
  if (way === 'CARD') return { kind: 'card' };
  return { kind: 'cash', hours: text(donate.hours) };
}
