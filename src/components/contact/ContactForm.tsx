import { Form, useField, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useSendContactMessageMutation } from '../../../store/api/contact.ts';
import { TOAST_MS } from '../../../shared/constants.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { fill, type Values } from '../../../shared/i18n/message.ts';
import { contact } from '../../i18n/english/contact.ts';
import { CONTACT_LIMITS as LIMITS, CONTACT_MESSAGES as MESSAGES, contactMessageProblem, contactNameProblem, emailProblem } from '../../../shared/contactRules.ts';
import { useLanguage, useMessages } from '../../i18n/messages.ts';
import { CheckedFormik, useFieldProblem } from '../../lib/formChecks.tsx';
import { notify } from '../../lib/notify.ts';

interface ContactValues {
  name: string;
  email: string;
  message: string;
  website: string;
}

const initialValues: ContactValues = { name: '', email: '', message: '', website: '' };

type ContactTexts = typeof contact;
type ProblemKey = keyof ContactTexts['problems'];

// The shared rules answer in English (the server's words too); each answer's name in MESSAGES is
// its key in the catalogue's `contact.problems`.
const PROBLEM_KEYS = new Map(Object.entries(MESSAGES).map(([key, english]) => [english as string, key as ProblemKey]));

/**
 * The form's checks in `language`: each field judged by its shared rule, so the form and the server
 * agree to the letter, and the rule's answer said in the page's language (English as the rule says it).
 */
function contactChecks(language: Language, problems: ContactTexts['problems']) {
  const judges: [keyof ContactValues, (raw: string) => string | null, Values][] = [
    ['name', contactNameProblem, { max: LIMITS.contactNameMax }],
    ['email', emailProblem, {}],
    ['message', contactMessageProblem, { min: LIMITS.contactMessageMin, max: LIMITS.contactMessageMax }],
  ];
  return (values: ContactValues) => {
    const errors: FormikErrors<ContactValues> = {};
    for (const [field, problem, limits] of judges) {
      const found = problem(values[field]);
      if (!found) continue;
      const key = PROBLEM_KEYS.get(found);
      errors[field] = language === DEFAULT_LANGUAGE || !key || !(key in problems) ? found : fill(language, problems[key], limits);
    }
    return errors;
  };
}

/** A refusal's toast: the server's own words in English, else the catalogue's by the refusal's kind. */
function refusal(language: Language, texts: ContactTexts, error: { code?: string; message?: string }): string {
  if (language === DEFAULT_LANGUAGE) return error.message ?? texts.notSent;
  if (error.code === 'RATE_LIMITED') return texts.tooMany;
  return error.code === 'NETWORK_ERROR' ? texts.offline : texts.notSent;
}

interface FieldProps {
  name: 'name' | 'email' | 'message';
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}

/** A labelled, required control whose error shows under it once a submit found it in question. */
function ContactField({ name, label, type = 'text', autoComplete, multiline }: FieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldProblem(name);
  const control = {
    ...field,
    id,
    // The message area carries no required attribute, as the replaced site's form had none; it is required all the same.
    ...(multiline ? { 'aria-required': true } : { required: true }),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="form__field">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {multiline ? <textarea rows={6} {...control} /> : <input type={type} autoComplete={autoComplete} {...control} />}
      {error ? (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function ContactForm() {
  const language = useLanguage();
  const texts = useMessages('contact', contact);
  const checks = useMemo(() => contactChecks(language, texts.problems), [language, texts]);
  const [sendContactMessage] = useSendContactMessageMutation();

  const onSubmit = async (values: ContactValues, { resetForm }: FormikHelpers<ContactValues>) => {
    const result = await sendContactMessage(values);
    if (result.error) {
      // What the visitor wrote stays in the form, to send again.
      void notify('error', `❌ ${refusal(language, texts, result.error)}`, { autoClose: TOAST_MS.long });
      return;
    }
    const thanks = language === DEFAULT_LANGUAGE ? result.data.message : texts.sent;
    void notify('success', thanks, { autoClose: TOAST_MS.medium });
    resetForm();
  };

  return (
    <CheckedFormik initialValues={initialValues} validate={checks} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label={texts.formLabel}>
          <ContactField name="name" label={texts.fields.name} autoComplete="name" />
          <ContactField name="email" label={texts.fields.email} type="email" autoComplete="email" />
          <ContactField name="message" label={texts.fields.message} multiline />
          <HoneypotField />
          <button type="submit" className="button" disabled={isSubmitting}>
            {texts.submit}
          </button>
        </Form>
      )}
    </CheckedFormik>
  );
}

/** Hidden from people and from assistive technology; a robot filling in every field finds it. */
function HoneypotField() {
  const [field] = useField<string>('website');
  return (
    <div className="form__trap" aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input {...field} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
