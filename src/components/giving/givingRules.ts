// The giving form's rules and words: what the donor types, checked by the shared rules
// (shared/giving.ts, the server's own) and said in the page's language; what the form sends.
import type { FormikErrors } from 'formik';
import {
  AMOUNT_LIMITS,
  CURRENCIES,
  GIVING_LIMITS,
  GIVING_MESSAGES,
  amountProblem,
  donorProblems,
  isCurrency,
  isWay,
  type Currency,
  type PledgeInput,
} from '../../../shared/giving.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { PAYMENT_MESSAGES, needsCardEmail } from '../../../shared/payments.ts';
import { PAY_NOW_TEXTS } from './payNowTexts.ts';
import { MONTHLY_MESSAGES, needsMonthlyEmail } from '../../../shared/monthlyGiving.ts';
import { MONTHLY_TEXTS } from './monthlyTexts.ts';
import { fill, type Values } from '../../../shared/i18n/message.ts';
import type { ApiError } from '../../../store/api/errors.ts';
import type { givingForm } from '../../i18n/english/givingForm.ts';

export type Texts = typeof givingForm;
type ErrorKey = keyof Texts['errors'];

/** A campaign the donor may give to (the open ones, as the Donate page read them). */
export interface CampaignChoice {
  id: string;
  title: string;
}

export interface GivingValues {
  amount: string;
  currency: Currency;
  way: string;
  campaignId: string;
  name: string;
  email: string;
  phone: string;
  /** "Give every month" (an e-mail address required). */
  monthly: boolean;
}

export const initialValues: GivingValues = { amount: '', currency: 'RWF', way: '', campaignId: '', name: '', email: '', phone: '', monthly: false };

/**
 * The amount as typed: a whole number, its thousands maybe grouped as the page writes them
 * ("10,000", "10.000", "10 000"); anything else (a decimal such as "10.5", text) is NaN.
 */
export function typedAmount(typed: string): number {
  const amount = typed.trim();
  if (/^\d+$/.test(amount)) return Number(amount);
  return /^\d{1,3}([,. \u00a0\u202f]\d{3})+$/.test(amount) ? Number(amount.replace(/\D/g, '')) : Number.NaN;
}

/**
 * The shared rules' English sentences, each with its key in the catalogue's `givingForm.errors`
 * and the values that fill it in (the amount limits per currency).
 */
const KNOWN_PROBLEMS = new Map<string, { key: ErrorKey; values?: Values }>([
  [GIVING_MESSAGES.amountWhole, { key: 'amountWhole' }],
  ...CURRENCIES.flatMap((currency) => [
    [GIVING_MESSAGES.amountLow(currency), { key: 'amountLow' as const, values: { amount: AMOUNT_LIMITS[currency].min, currency } }] as const,
    [GIVING_MESSAGES.amountHigh(currency), { key: 'amountHigh' as const, values: { amount: AMOUNT_LIMITS[currency].max, currency } }] as const,
  ]),
  [GIVING_MESSAGES.currency, { key: 'currency' }],
  [GIVING_MESSAGES.way, { key: 'way' }],
  [GIVING_MESSAGES.campaign, { key: 'campaign' }],
  [GIVING_MESSAGES.name, { key: 'name', values: { max: GIVING_LIMITS.name } }],
  [GIVING_MESSAGES.email, { key: 'email' }],
  [GIVING_MESSAGES.phone, { key: 'phone' }],
]);

/** A rule's English sentence in the page's language (as it is on an English page, or when unknown there). */
function say(language: Language, texts: Texts, english: string): string {
  const known = KNOWN_PROBLEMS.get(english);
  return language === DEFAULT_LANGUAGE || !known ? english : fill(language, texts.errors[known.key], known.values);
}

/** A refusal as the page says it: a rule's sentence in its language, too many attempts, or a general failure. */
export function refusalIn(language: Language, texts: Texts, error: Partial<ApiError>): ApiError {
  const code = error.code ?? 'UNKNOWN';
  if (error.message === PAYMENT_MESSAGES.cardEmail) return { code, message: PAY_NOW_TEXTS[language].cardEmail };
  if (error.message === MONTHLY_MESSAGES.email) return { code, message: MONTHLY_TEXTS[language].email };
  if (error.message === MONTHLY_MESSAGES.tooMany) return { code, message: MONTHLY_TEXTS[language].tooMany };
  if (error.message === MONTHLY_MESSAGES.mailOff) return { code, message: MONTHLY_TEXTS[language].mailOff };
  if (code === 'RATE_LIMITED') return { code, message: texts.errors.tooManyAttempts };
  if (typeof error.message === 'string' && KNOWN_PROBLEMS.has(error.message)) return { code, message: say(language, texts, error.message) };
  return { code, message: language === DEFAULT_LANGUAGE && code === 'BAD_USER_INPUT' && error.message ? error.message : texts.errors.failed };
}

/** The form's checks: the shared rules, said in the page's language. */
export function givingChecks(language: Language, texts: Texts) {
  return (values: GivingValues): FormikErrors<GivingValues> => {
    const errors: FormikErrors<GivingValues> = {};
    const amount = isCurrency(values.currency) ? amountProblem(typedAmount(values.amount), values.currency) : GIVING_MESSAGES.currency;
    if (amount) errors.amount = say(language, texts, amount);
    if (!isWay(values.way)) errors.way = say(language, texts, GIVING_MESSAGES.way);
    const donor = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
    for (const problem of donorProblems(donor)) errors[problem.field as keyof typeof donor] = say(language, texts, problem.message);
    if (!errors.email && needsCardEmail(values)) errors.email = PAY_NOW_TEXTS[language].cardEmail;
    if (!errors.email && needsMonthlyEmail(values)) errors.email = MONTHLY_TEXTS[language].email;
    return errors;
  };
}

/** A pledge as the form sends it: `monthly` only when "Give every month" is ticked. */
export type FormPledge = PledgeInput & { monthly?: boolean };

/** What the form sends: the amount as a number, the optional details only when written. */
export function pledgeOf(values: GivingValues): FormPledge {
  const optional = (value: string) => value.trim() || undefined;
  return {
    amount: typedAmount(values.amount),
    currency: values.currency,
    way: values.way as PledgeInput['way'],
    campaignId: values.campaignId || null,
    name: optional(values.name),
    email: optional(values.email),
    phone: optional(values.phone),
    ...(values.monthly ? { monthly: true } : {}),
  };
}
