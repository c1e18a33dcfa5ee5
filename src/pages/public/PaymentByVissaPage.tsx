import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../../store/index.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { useLanguage, useLocalize, useMessages } from '../../i18n/messages.ts';
import { cardForm } from '../../i18n/english/cardForm.ts';
import { CARD_PAY_TEXTS, CARD_WAY_SEARCH, cardPayments } from './cardPayments.ts';

// Nothing here is sent or kept: the inputs are uncontrolled, have no name, and the form never submits.
const neverSubmit = (event: FormEvent) => event.preventDefault();

// Each field's input, in the form's order: what the browser may fill in and which keyboard a phone shows.
const CARD_INPUTS: { field: keyof typeof cardForm.fields; autoComplete: string; inputMode?: 'numeric' | 'decimal' }[] = [
  { field: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { field: 'code', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { field: 'name', autoComplete: 'cc-name' },
  { field: 'amount', autoComplete: 'transaction-amount', inputMode: 'decimal' },
];

export function PaymentByVissaPage() {
  const texts = useMessages('cardForm', cardForm);
  const localize = useLocalize();
  const cardTexts = CARD_PAY_TEXTS[useLanguage()];
  // With card payments on, "Pay by card" above the fields leads to the Donate page's giving form
  // with the Card way chosen, whose pledge then opens Flutterwave's page; the fields still send nothing.
  const known = cardPayments(useAppStore());
  const [cards, setCards] = useState<boolean | null>(known instanceof Promise ? null : known.value);
  useEffect(() => {
    if (!(known instanceof Promise)) return;
    let shown = true;
    void known.then((value) => shown && setCards(value));
    return () => {
      shown = false;
    };
  }, [known]);
  // Until the server has said (reached from another page), nothing: the fields never move under a pointer.
  if (cards === null) return null;
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      {cards ? (
        <div>
          <p>{cardTexts.lead}</p>
          <p>
            <Link to={`${localize(ROUTES.donate.path)}${CARD_WAY_SEARCH}#give`} className="button">
              {cardTexts.pay}
            </Link>
          </p>
        </div>
      ) : null}
      <p className="page__note">{cards ? cardTexts.fieldsNote : texts.note}</p>
      <form className="form" onSubmit={neverSubmit} autoComplete="on">
        {CARD_INPUTS.map(({ field, ...input }) => (
          <label key={field} className="form__field">
            <span>{texts.fields[field]}</span>
            <input type="text" {...input} placeholder={field === 'expiry' ? texts.expiryPlaceholder : undefined} />
          </label>
        ))}
        <Link to={localize('/')} className="button">
          {texts.send}
        </Link>
      </form>
    </div>
  );
}
