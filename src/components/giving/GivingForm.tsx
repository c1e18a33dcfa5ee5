// The giving form on the Donate page (loaded only when the visitor asks for it, at #give): a pledge
// of an amount, a currency, a way and maybe a campaign, with the donor's details all optional;
// once the server has given it a reference, how to pay it the chosen way. The form's states are
// machines/givingForm.ts; the rules are shared/giving.ts, the server's own.
import { useMachine } from '@xstate/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { object, string } from 'yup';
import '../../../styles/giving.scss';
import { givingFormMachine, type Pledged } from '../../../machines/givingForm.ts';
import {
  AMOUNT_LIMITS,
  CURRENCIES,
  GIVING_LIMITS,
  GIVING_MESSAGES,
  PRESET_AMOUNTS,
  REFERENCE_PATTERN,
  WAYS,
  amountProblem,
  dialed,
  donorProblems,
  isCurrency,
  isWay,
  type Currency,
  type PledgeInput,
} from '../../../shared/giving.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { fill, type Values } from '../../../shared/i18n/message.ts';
import { usePledgeGiftMutation } from '../../../store/api/giving.ts';
import type { ApiError } from '../../../store/api/errors.ts';
import { givingForm } from '../../i18n/english/givingForm.ts';
import { inspect } from '../../lib/inspection.ts';
import { useLanguage, useMessages } from '../../i18n/messages.ts';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

type Texts = typeof givingForm;
type ErrorKey = keyof Texts['errors'];

/** A campaign the donor may give to (the open ones, as the Donate page read them). */
export interface CampaignChoice {
  id: string;
  title: string;
}

interface GivingValues {
  amount: string;
  currency: Currency;
  way: string;
  campaignId: string;
  name: string;
  email: string;
  phone: string;
}

const initialValues: GivingValues = { amount: '', currency: 'RWF', way: '', campaignId: '', name: '', email: '', phone: '' };

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
  if (code === 'RATE_LIMITED') return { code, message: texts.errors.tooManyAttempts };
  if (typeof error.message === 'string' && KNOWN_PROBLEMS.has(error.message)) return { code, message: say(language, texts, error.message) };
  return { code, message: language === DEFAULT_LANGUAGE && code === 'BAD_USER_INPUT' && error.message ? error.message : texts.errors.failed };
}

/** The form's checks: the shared rules, said in the page's language. */
function givingSchema(language: Language, texts: Texts) {
  const donorField = (field: 'name' | 'email' | 'phone') =>
    string().test(field, function check(value) {
      const problem = donorProblems({ [field]: (value ?? '').trim() }).find((found) => found.field === field);
      return problem ? this.createError({ message: say(language, texts, problem.message) }) : true;
    });
  return object({
    amount: string().test('amount', function check(value) {
      const currency = (this.parent as GivingValues).currency;
      const problem = isCurrency(currency) ? amountProblem(typedAmount(value ?? ''), currency) : GIVING_MESSAGES.currency;
      return problem ? this.createError({ message: say(language, texts, problem) }) : true;
    }),
    way: string().test('way', function check(value) {
      return isWay(value) ? true : this.createError({ message: say(language, texts, GIVING_MESSAGES.way) });
    }),
    name: donorField('name'),
    email: donorField('email'),
    phone: donorField('phone'),
  });
}

/**
 * The last pledge of this tab, kept until the donor makes another: opening the dialer to pay may
 * cost a phone's browser the page, and the reference must still be there when the donor is back.
 * Per tab and gone with it (sessionStorage); a browser that keeps nothing simply forgets.
 */
const KEPT_PLEDGE = 'bcf-pledge';
interface KeptPledge {
  pledged: Pledged;
  email?: string;
}

function keepPledge(kept: KeptPledge): void {
  try {
    sessionStorage.setItem(KEPT_PLEDGE, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the page shows the pledge all the same.
  }
}

function keptPledge(): KeptPledge | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_PLEDGE) ?? 'null') as Partial<KeptPledge> | null;
    const pledged = kept?.pledged;
    if (!pledged || typeof pledged.reference !== 'string' || !REFERENCE_PATTERN.test(pledged.reference) || typeof pledged.instructions !== 'object') return null;
    return { pledged, email: typeof kept.email === 'string' ? kept.email : undefined };
  } catch {
    return null;
  }
}

function forgetPledge(): void {
  try {
    sessionStorage.removeItem(KEPT_PLEDGE);
  } catch {
    // Nothing kept.
  }
}

/** What the form sends: the amount as a number, the optional details only when written. */
function pledgeOf(values: GivingValues): PledgeInput {
  const optional = (value: string) => value.trim() || undefined;
  return {
    amount: typedAmount(values.amount),
    currency: values.currency,
    way: values.way as PledgeInput['way'],
    campaignId: values.campaignId || null,
    name: optional(values.name),
    email: optional(values.email),
    phone: optional(values.phone),
  };
}

/** A field's message, shown once the visitor has left it or submitted. */
function useShownError(name: keyof GivingValues) {
  const [, meta] = useField<string>(name);
  return meta.touched && meta.error ? meta.error : null;
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className="form__error">
      {error}
    </p>
  ) : null;
}

/** The fields in the order the form shows them, by the `name` of their controls. */
const FIELD_ORDER = ['amount', 'way', 'name', 'email', 'phone'] as const;

/** After a submit the checks refused, the keyboard goes to the first field in question (its message is read with it). */
function FocusFirstProblem() {
  const { submitCount, isSubmitting, errors } = useFormikContext<GivingValues>();
  const marker = useRef<HTMLSpanElement>(null);
  // The submit whose refusal has moved the keyboard: each submit moves it once, not each keystroke after it.
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) marker.current?.closest('form')?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [isSubmitting, submitCount, errors]);
  return <span ref={marker} hidden />;
}

/** A labelled text control with its message under it. */
function TextControl({ name, label, type = 'text', autoComplete, inputMode }: {
  name: 'amount' | 'name' | 'email' | 'phone';
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The amount: a button for each usual gift in RWF, and any other amount typed, in the chosen currency. */
function AmountFields({ texts, language }: { texts: Texts; language: Language }) {
  const { values, setFieldValue } = useFormikContext<GivingValues>();
  const currencyId = useId();
  return (
    <div className="giving-form__amount">
      {values.currency === 'RWF' ? (
        <div className="giving-form__presets" role="group" aria-label={texts.presets}>
          {PRESET_AMOUNTS.map((amount) => (
            <button
              key={amount}
              type="button"
              className="giving-form__preset"
              aria-pressed={typedAmount(values.amount) === amount}
              onClick={() => void setFieldValue('amount', String(amount))}
            >
              {formatMoney(language, amount, 'RWF')}
            </button>
          ))}
        </div>
      ) : null}
      <div className="giving-form__row">
        <TextControl name="amount" label={texts.amount} inputMode="numeric" autoComplete="transaction-amount" />
        <div className="form__field">
          <label htmlFor={currencyId}>{texts.currency}</label>
          <select
            id={currencyId}
            value={values.currency}
            onChange={(event) => void setFieldValue('currency', event.target.value)}
            autoComplete="transaction-currency"
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

/** How the donor gives: one of the foundation's ways, as radio buttons. */
function WayField({ texts }: { texts: Texts }) {
  const [field] = useField<string>('way');
  const error = useShownError('way');
  const errorId = useId();
  return (
    <fieldset className="giving-form__ways" aria-describedby={error ? errorId : undefined}>
      <legend>{texts.way}</legend>
      {WAYS.map((way) => (
        <label key={way} className="giving-form__way">
          <input
            type="radio"
            name="way"
            value={way}
            checked={field.value === way}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={error ? errorId : undefined}
          />{' '}
          {texts.ways[way]}
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A campaign chosen that is no longer among the open ones (it closed meanwhile) is unchosen. */
function DropClosedCampaign({ campaigns }: { campaigns: CampaignChoice[] }) {
  const { values, setFieldValue } = useFormikContext<GivingValues>();
  useEffect(() => {
    if (values.campaignId && !campaigns.some((campaign) => campaign.id === values.campaignId)) void setFieldValue('campaignId', '');
  }, [campaigns, values.campaignId, setFieldValue]);
  return null;
}

function CampaignField({ texts, campaigns }: { texts: Texts; campaigns: CampaignChoice[] }) {
  const [field] = useField<string>('campaignId');
  const id = useId();
  return (
    <div className="form__field">
      <label htmlFor={id}>{texts.campaign}</label>
      <select id={id} {...field}>
        <option value="">{texts.anyCampaign}</option>
        {campaigns.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The reference and how to pay it, the chosen way; focused when it appears, so it is read out. */
function Instructions({ texts, language, pledged, email, onAgain }: {
  texts: Texts;
  language: Language;
  pledged: Pledged;
  email: string | undefined;
  onAgain: () => void;
}) {
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => thanks.current?.focus(), []);
  const { instructions } = pledged;
  const amount = formatMoney(language, pledged.amount, pledged.currency);
  let how;
  if (instructions.kind === 'mobileMoney') {
    how = (
      <>
        <p>{fill(language, texts.mobileMoney, { amount, number: instructions.number ?? '', code: instructions.code ?? '' })}</p>
        {instructions.dial ? (
          <p>
            <a className="button giving-done__dial" href={instructions.dial}>
              {texts.dial}
            </a>{' '}
            <code>{dialed(instructions.dial)}</code>
          </p>
        ) : null}
        <p>{texts.mobileMoneyReference}</p>
      </>
    );
  } else if (instructions.kind === 'bank') {
    how = (
      <>
        <p>{fill(language, texts.bank, { amount })}</p>
        <ul>
          {(instructions.details ?? []).map((detail, index) => (
            // The details have no id of their own, and two may read alike.
            <li key={index}>{detail}</li>
          ))}
        </ul>
        <p>{texts.bankReference}</p>
      </>
    );
  } else {
    how = (
      <>
        <p>{fill(language, texts.cash, { amount, hours: instructions.hours ?? '' })}</p>
        <p>{texts.cashReference}</p>
      </>
    );
  }
  return (
    <div className="giving-done">
      <p ref={thanks} tabIndex={-1} className="giving-done__thanks">
        {fill(language, texts.thanks, { reference: pledged.reference })}
      </p>
      {how}
      {pledged.emailed && email ? <p>{fill(language, texts.emailed, { email })}</p> : null}
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {texts.again}
      </button>
    </div>
  );
}

/** The giving form in the page's language, which is also the language of its e-mail. */
export default function GivingForm({ campaigns, onCampaignClosed }: { campaigns: CampaignChoice[]; onCampaignClosed: () => void }) {
  const language = useLanguage();
  const texts = useMessages('givingForm', givingForm);
  const schema = useMemo(() => givingSchema(language, texts), [language, texts]);
  const [pledge] = usePledgeGiftMutation();
  // Sends the pledge; a refusal in the page's language.
  const pledgeActor = fromPromise(async ({ input }: { input: PledgeInput }) => {
    const result = await pledge({ input, language });
    if (result.error) {
      const error = result.error as Partial<ApiError>;
      // The campaign closed since the page asked: ask again, and the form unchooses it.
      if (error.message === GIVING_MESSAGES.campaign) onCampaignClosed();
      throw refusalIn(language, texts, error);
    }
    keepPledge({ pledged: result.data as Pledged, email: input.email });
    return result.data as Pledged;
  });
  const [snapshot, send] = useMachine(givingFormMachine.provide({ actors: { pledge: pledgeActor } }), { inspect });
  // The e-mail address of the pledge shown (what the instructions were sent to).
  const sentTo = useRef<string | undefined>(undefined);
  // Back on the page after a pledge (a reload, the tab restored after dialling): shown again.
  useEffect(() => {
    const kept = keptPledge();
    if (!kept) return;
    sentTo.current = kept.email;
    send({ type: 'SHOW', pledged: kept.pledged });
  }, [send]);
  // "Make another gift" takes the keyboard to the new form's amount (its button is gone).
  const startedAgain = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!startedAgain.current || !snapshot.matches('choosing')) return;
    startedAgain.current = false;
    form.current?.querySelector<HTMLElement>('[name="amount"]')?.focus();
  });
  const { pledged, error } = snapshot.context;
  const pending = snapshot.hasTag('pending');

  if (snapshot.matches('pledged') && pledged) {
    const again = () => {
      startedAgain.current = true;
      forgetPledge();
      send({ type: 'GIVE_AGAIN' });
    };
    return <Instructions texts={texts} language={language} pledged={pledged} email={sentTo.current} onAgain={again} />;
  }
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => {
        const input = pledgeOf(values);
        sentTo.current = input.email;
        send({ type: 'GIVE', input });
      }}
    >
      <Form ref={form} className="form giving-form" noValidate aria-label={texts.name}>
        <FocusFirstProblem />
        <DropClosedCampaign campaigns={campaigns} />
        <AmountFields texts={texts} language={language} />
        <WayField texts={texts} />
        {campaigns.length > 0 ? <CampaignField texts={texts} campaigns={campaigns} /> : null}
        <fieldset className="giving-form__donor">
          <legend>{texts.donor}</legend>
          <p className="giving-form__note">{texts.donorNote}</p>
          <TextControl name="name" label={texts.donorName} autoComplete="name" />
          <TextControl name="email" label={texts.email} type="email" inputMode="email" autoComplete="email" />
          <TextControl name="phone" label={texts.phone} type="tel" inputMode="tel" autoComplete="tel" />
        </fieldset>
        <p role="alert" className="form__error">
          {error?.message}
        </p>
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? texts.submitting : texts.submit}
        </button>
      </Form>
    </Formik>
  );
}
