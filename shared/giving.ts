// Giving: what a donor may pledge and what staff record, checked alike by the giving form and the
// server (the server is the one that refuses). Amounts are whole numbers of their currency.
import { isValidEmail } from './contactRules.ts';
import type { Language } from './i18n/languages.ts';
import { isDay } from './kigaliTime.ts';

// The lists are the schema's enums (shared/graphql.generated.ts) in the order the forms offer them;
// tests/server/giving/agree.test.ts checks them against the schema and the database's checks.
import type * as Schema from './graphql.generated.ts';

/** Every member of the schema's enum `T`, each once: TypeScript refuses a list that misses one. */
const everyOf =
  <T extends string>() =>
  <const List extends readonly T[]>(list: List & ([T] extends [List[number]] ? unknown : 'misses a member')) =>
    list;

export const CURRENCIES = everyOf<Schema.Currency>()(['RWF', 'USD', 'EUR']);
export type Currency = Schema.Currency;

/** How a donor gives: the ways the foundation receives money today. */
export const WAYS = everyOf<Schema.GiftWay>()(['MTN_MOMO', 'AIRTEL_MONEY', 'BANK_TRANSFER', 'CASH', 'CARD']);
export type GiftWay = Schema.GiftWay;

export const GIFT_STATUSES = everyOf<Schema.GiftStatus>()(['PLEDGED', 'RECEIVED', 'CANCELLED']);
export type GiftStatus = Schema.GiftStatus;

/** What staff do to a gift. */
export const GIFT_EVENTS = ['MARK_RECEIVED', 'CANCEL'] as const;
export type GiftEventType = (typeof GIFT_EVENTS)[number];

/**
 * A gift's life, its one rule: a pledge is Received (staff mark it, with what arrived) or
 * Cancelled; a gift recorded without a pledge starts Received; Received and Cancelled are final.
 * The server refuses what it does not allow, the gift machine (machines/giving.ts) is built from
 * it and the admin's row actions are the events it allows.
 */
export const GIFT_TARGETS: Record<GiftEventType, Partial<Record<GiftStatus, GiftStatus>>> = {
  MARK_RECEIVED: { PLEDGED: 'RECEIVED' },
  CANCEL: { PLEDGED: 'CANCELLED' },
};

/** Where a gift in status `from` goes on `event`; null when the event does not apply. */
export const giftTransition = (from: GiftStatus, event: GiftEventType): GiftStatus | null => GIFT_TARGETS[event][from] ?? null;

/** The statuses a gift may leave on `event`. */
export const giftStatusesFor = (event: GiftEventType): GiftStatus[] => GIFT_STATUSES.filter((status) => giftTransition(status, event) !== null);

/** The smallest and largest gift a pledge may name, per currency. */
export const AMOUNT_LIMITS: Record<Currency, { min: number; max: number }> = {
  RWF: { min: 100, max: 10_000_000 },
  USD: { min: 1, max: 10_000 },
  EUR: { min: 1, max: 10_000 },
};

/** The amounts the form offers as buttons (RWF). */
export const PRESET_AMOUNTS = [5_000, 10_000, 20_000, 50_000] as const;

/** A gift's reference: BCF- and six characters none of which reads as another (no 0, O, 1, I). */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = /^BCF-[A-HJ-NP-Z2-9]{6}$/;

export const GIVING_LIMITS = {
  name: 100,
  phone: 30,
  transactionId: 100,
  /** The largest received amount staff may record (RWF). */
  receivedRwf: 1_000_000_000,
  campaignTitle: 120,
  campaignDescription: 2_000,
  campaignGoalRwf: 1_000_000_000,
} as const;

/** What the form and the server say of bad input (English; the form shows its own language's). */
export const GIVING_MESSAGES = {
  amountWhole: 'Enter the amount as a whole number',
  amountLow: (currency: Currency) => `The smallest gift is ${AMOUNT_LIMITS[currency].min.toLocaleString('en-US')} ${currency}`,
  amountHigh: (currency: Currency) => `The largest gift is ${AMOUNT_LIMITS[currency].max.toLocaleString('en-US')} ${currency}`,
  currency: 'Choose RWF, USD or EUR',
  way: 'Choose how you give',
  campaign: 'This campaign is not open',
  name: `A name has at most ${GIVING_LIMITS.name} characters`,
  email: 'Enter a valid e-mail address',
  phone: 'Enter a phone number: digits, spaces and + only',
  receivedAmount: 'Enter the amount received in RWF, a whole number',
  receivedDate: 'Enter the date received, not in the future',
  transactionId: `A transaction id has at most ${GIVING_LIMITS.transactionId} characters`,
  notPledged: 'Only a pledge can be marked received or cancelled',
  notFound: 'Gift not found',
  campaignNotFound: 'Campaign not found',
  title: `Enter a title (at most ${GIVING_LIMITS.campaignTitle} characters)`,
  description: `A description has at most ${GIVING_LIMITS.campaignDescription} characters`,
  goal: 'Enter the goal in RWF, a whole number above 0',
  dates: 'Enter the start and end dates, the end on or after the start',
} as const;

export interface PledgeInput {
  amount: number;
  currency: Currency;
  way: GiftWay;
  campaignId?: string | null;
  name?: string;
  email?: string;
  phone?: string;
}

export interface Problem {
  field: string;
  message: string;
}

/** The earliest date a gift or campaign may carry (the foundation's books start after it). */
export const EARLIEST_DATE = '2000-01-01';

/** A date a gift or campaign may carry: a real calendar day from EARLIEST_DATE on. */
export const isGivingDate = (value: string) => isDay(value) && value >= EARLIEST_DATE;

const wholeUpTo = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max;

/** What staff record as received: whole RWF, 1 to GIVING_LIMITS.receivedRwf (whatever the pledge's currency). */
export const isReceivedRwf = (value: unknown): value is number => wholeUpTo(value, GIVING_LIMITS.receivedRwf);

/** A campaign's goal: whole RWF, 1 to GIVING_LIMITS.campaignGoalRwf. */
export const isCampaignGoal = (value: unknown): value is number => wholeUpTo(value, GIVING_LIMITS.campaignGoalRwf);

/** What staff say arrived for a gift, its transaction id on one line and trimmed. */
export interface ReceivedFields {
  amountRwf: unknown;
  /** YYYY-MM-DD, Kigali. */
  date: string;
  transactionId: string;
}

/** Every problem of what staff say arrived: the amount, a date not after `today`, the transaction id's length. */
export function receivedProblems(received: ReceivedFields, today: string): Problem[] {
  const problems: Problem[] = [];
  if (!isReceivedRwf(received.amountRwf)) problems.push({ field: 'amountRwf', message: GIVING_MESSAGES.receivedAmount });
  if (!isGivingDate(received.date) || received.date > today) problems.push({ field: 'date', message: GIVING_MESSAGES.receivedDate });
  if (received.transactionId.length > GIVING_LIMITS.transactionId) problems.push({ field: 'transactionId', message: GIVING_MESSAGES.transactionId });
  return problems;
}

/** A campaign's title or description per language; English is the one required. */
export type CampaignTexts = Partial<Record<Language, string>>;

export interface CampaignFields {
  title: CampaignTexts;
  description: CampaignTexts;
  goalRwf: number;
  /** First and last days, YYYY-MM-DD (Kigali). */
  startsOn: string;
  endsOn: string;
}

export const fitsCampaignTitle = (title: string) => title.length <= GIVING_LIMITS.campaignTitle;
export const fitsCampaignDescription = (description: string) => description.length <= GIVING_LIMITS.campaignDescription;
/** The campaign's last day is on or after its first. */
export const campaignDatesInOrder = (startsOn: string, endsOn: string) => endsOn >= startsOn;

/** Every problem of a campaign whose texts are trimmed (empty ones left out). */
export function campaignProblems(campaign: CampaignFields): Problem[] {
  const problems: Problem[] = [];
  if (!campaign.title.en || !(Object.values(campaign.title) as string[]).every(fitsCampaignTitle)) problems.push({ field: 'title', message: GIVING_MESSAGES.title });
  if (!(Object.values(campaign.description) as string[]).every(fitsCampaignDescription)) problems.push({ field: 'description', message: GIVING_MESSAGES.description });
  if (!isCampaignGoal(campaign.goalRwf)) problems.push({ field: 'goalRwf', message: GIVING_MESSAGES.goal });
  if (!isGivingDate(campaign.startsOn) || !isGivingDate(campaign.endsOn) || !campaignDatesInOrder(campaign.startsOn, campaign.endsOn)) {
    problems.push({ field: 'endsOn', message: GIVING_MESSAGES.dates });
  }
  return problems;
}

/**
 * A donor's phone number, typed by a visitor for staff to call back: digits and spaces, maybe a
 * leading +, 6 to GIVING_LIMITS.phone characters, as the form's message says in each language.
 * Not the site's own number (shared/siteContent/values.ts, written by staff for readers, with its
 * punctuation) nor the number a MoMo payment is asked of (shared/payments.ts, MTN Rwanda's only).
 */
const DONOR_PHONE = new RegExp(`^\\+?[0-9 ]{6,${GIVING_LIMITS.phone}}$`);

export const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);
export const isWay = (value: unknown): value is GiftWay => (WAYS as readonly unknown[]).includes(value);

/** The first problem of a pledge's amount, or null. */
export function amountProblem(amount: unknown, currency: Currency): string | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return GIVING_MESSAGES.amountWhole;
  if (amount < AMOUNT_LIMITS[currency].min) return GIVING_MESSAGES.amountLow(currency);
  if (amount > AMOUNT_LIMITS[currency].max) return GIVING_MESSAGES.amountHigh(currency);
  return null;
}

/** The problems of a donor's details (each optional). */
export function donorProblems(donor: { name?: string; email?: string; phone?: string }): Problem[] {
  const problems: Problem[] = [];
  if ((donor.name ?? '').length > GIVING_LIMITS.name) problems.push({ field: 'name', message: GIVING_MESSAGES.name });
  const email = donor.email ?? '';
  if (email !== '' && !isValidEmail(email)) problems.push({ field: 'email', message: GIVING_MESSAGES.email });
  const phone = donor.phone ?? '';
  if (phone !== '' && !DONOR_PHONE.test(phone)) problems.push({ field: 'phone', message: GIVING_MESSAGES.phone });
  return problems;
}

/** Every problem of a pledge but its campaign (which only the server knows open). */
export function pledgeProblems(input: Partial<PledgeInput>): Problem[] {
  const problems: Problem[] = [];
  if (!isCurrency(input.currency)) problems.push({ field: 'currency', message: GIVING_MESSAGES.currency });
  else {
    const amount = amountProblem(input.amount, input.currency);
    if (amount) problems.push({ field: 'amount', message: amount });
  }
  if (!isWay(input.way)) problems.push({ field: 'way', message: GIVING_MESSAGES.way });
  return [...problems, ...donorProblems(input)];
}

/**
 * The `tel:` link that dials a USSD payment: `template` with `{code}` replaced, `#` written %23
 * (a phone reads a bare # as the end of the address). None when the code is not digits or there
 * is no template.
 */
export function dialLink(template: string, code: string): string | null {
  if (!template.trim() || !/^[0-9]+$/.test(code)) return null;
  return `tel:${template.trim().replace('{code}', code).replace(/#/g, '%23')}`;
}

/** What a dial link dials, as a person reads it: `tel:*182*8*1*123456%23` -> `*182*8*1*123456#`. */
export const dialed = (link: string) => link.replace(/^tel:/, '').replace(/%23/g, '#');

/** A receipt's number: BCF-, its year and its place in that year's receipts. */
export const receiptNumber = (year: number, seq: number) => `BCF-${year}-${String(seq).padStart(4, '0')}`;
