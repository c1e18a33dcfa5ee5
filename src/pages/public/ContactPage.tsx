import type { FormEvent } from 'react';
import { contact } from '../../content/home.ts';

// Sending the message comes with a later issue; until then submitting does nothing at all.
const notSentYet = (event: FormEvent) => event.preventDefault();

export function ContactPage() {
  return (
    <div className="page page--narrow">
      <h1>{contact.heading}</h1>
      <p className="page__lead">{contact.intro}</p>
      <form className="form" onSubmit={notSentYet}>
        <label className="form__field">
          <span>
            {contact.fields.name} <span aria-hidden="true">*</span>
          </span>
          <input type="text" name="name" autoComplete="name" required />
        </label>
        <label className="form__field">
          <span>
            {contact.fields.email} <span aria-hidden="true">*</span>
          </span>
          <input type="email" name="email" autoComplete="email" required />
        </label>
        <label className="form__field">
          <span>
            {contact.fields.message} <span aria-hidden="true">*</span>
          </span>
          <textarea name="message" rows={6} />
        </label>
        <button type="submit" className="button">
          {contact.submit}
        </button>
      </form>
    </div>
  );
}
