import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { cardForm } from '../../content/donate.ts';

// Nothing here is sent or kept: the inputs are uncontrolled, have no name, and the form never submits.
const neverSubmit = (event: FormEvent) => event.preventDefault();

export function PaymentByVissaPage() {
  const { fields } = cardForm;
  return (
    <div className="page page--narrow">
      <h1>{cardForm.heading}</h1>
      <p className="page__note">{cardForm.note}</p>
      <form className="form" onSubmit={neverSubmit} autoComplete="on">
        <label className="form__field">
          <span>{fields.number}</span>
          <input type="text" inputMode="numeric" autoComplete="cc-number" />
        </label>
        <label className="form__field">
          <span>{fields.expiry}</span>
          <input type="text" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" />
        </label>
        <label className="form__field">
          <span>{fields.code}</span>
          <input type="text" inputMode="numeric" autoComplete="cc-csc" />
        </label>
        <label className="form__field">
          <span>{fields.name}</span>
          <input type="text" autoComplete="cc-name" />
        </label>
        <label className="form__field">
          <span>{fields.amount}</span>
          <input type="text" inputMode="decimal" autoComplete="transaction-amount" />
        </label>
        <Link to="/" className="button">
          {cardForm.send}
        </Link>
      </form>
    </div>
  );
}
