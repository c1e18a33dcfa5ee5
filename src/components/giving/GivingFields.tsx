// The giving form's fields: each labelled, its message under it once a submit found it in question
// (src/lib/formChecks.tsx); the keyboard taken to the first field in question after a refused submit.
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { useFieldProblem } from '../../lib/formChecks.tsx';
import { CURRENCIES, PRESET_AMOUNTS, WAYS } from '../../../shared/giving.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { typedAmount, type CampaignChoice, type GivingValues, type Texts } from './givingRules.ts';
import type { MonthlyTexts } from './monthlyTexts.ts';

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
export function FocusFirstProblem() {
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
export function TextControl({ name, label, type = 'text', autoComplete, inputMode }: {
  name: 'amount' | 'name' | 'email' | 'phone' | 'momoNumber';
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldProblem(name);
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
export function AmountFields({ texts, language }: { texts: Texts; language: Language }) {
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

/** How the donor gives: one of the foundation's ways, as radio buttons (by card only while card payments are on). */
export function WayField({ texts, cards }: { texts: Texts; cards: boolean }) {
  const [field] = useField<string>('way');
  const error = useFieldProblem('way');
  const errorId = useId();
  return (
    <fieldset className="giving-form__ways" aria-describedby={error ? errorId : undefined}>
      <legend>{texts.way}</legend>
      {WAYS.filter((way) => cards || way !== 'CARD').map((way) => (
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

/** "Give every month": a checkbox, and what it means (reminders by e-mail, a link to stop). */
export function MonthlyField({ texts }: { texts: MonthlyTexts }) {
  const [field] = useField<boolean>({ name: 'monthly', type: 'checkbox' });
  const id = useId();
  return (
    <div className="form__field giving-form__monthly">
      <label htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={field.checked === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={`${id}-note`}
        />{' '}
        {texts.monthly}
      </label>
      <p id={`${id}-note`} className="giving-form__note">
        {texts.monthlyNote}
      </p>
    </div>
  );
}

/** A campaign chosen that is no longer among the open ones (it closed meanwhile) is unchosen. */
export function DropClosedCampaign({ campaigns }: { campaigns: CampaignChoice[] }) {
  const { values, setFieldValue } = useFormikContext<GivingValues>();
  useEffect(() => {
    if (values.campaignId && !campaigns.some((campaign) => campaign.id === values.campaignId)) void setFieldValue('campaignId', '');
  }, [campaigns, values.campaignId, setFieldValue]);
  return null;
}

export function CampaignField({ texts, campaigns }: { texts: Texts; campaigns: CampaignChoice[] }) {
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
