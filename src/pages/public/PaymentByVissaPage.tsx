import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { cardForm } from '../../content/donate.ts';

// Nothing here is sent or kept: the inputs are uncontrolled, have no name, and the form never submits.
const neverSubmit = (event: FormEvent) => event.preventDefault();

// Each field's input, in the form's order: what the browser may fill in and which keyboard a phone shows.
const CARD_INPUTS: { field: keyof typeof cardForm.fields; autoComplete: string; inputMode?: 'numeric' | 'decimal'; placeholder?: string }[] = [
  { field: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM / YY' },
  { field: 'code', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { field: 'name', autoComplete: 'cc-name' },
  { field: 'amount', autoComplete: 'transaction-amount', inputMode: 'decimal' },
];

export function PaymentByVissaPage() {
  const { fields } = cardForm;
  return (
    <div className="page page--narrow">
      <h1>{cardForm.heading}</h1>
      <p className="page__note">{cardForm.note}</p>
      <form className="form" onSubmit={neverSubmit} autoComplete="on">
        {CARD_INPUTS.map(({ field, ...input }) => (
          <label key={field} className="form__field">
            <span>{fields[field]}</span>
            <input type="text" {...input} />
          </label>
        ))}
        <Link to="/" className="button">
          {cardForm.send}
        </Link>
      </form>
    </div>
  );
}
