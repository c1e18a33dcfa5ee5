import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { object, string, type StringSchema } from 'yup';
import { useSendContactMessageMutation } from '../../../store/api/contact.ts';
import { TOAST_MS } from '../../../shared/constants.ts';
import { contactMessageProblem, contactNameProblem, emailProblem } from '../../../shared/rules.ts';
import { contact } from '../../content/home.ts';
import { notify } from '../../lib/notify.ts';

interface ContactValues {
  name: string;
  email: string;
  message: string;
  website: string;
}

const initialValues: ContactValues = { name: '', email: '', message: '', website: '' };

/** A Yup string judged by one of the shared rules, so the form and the server agree to the letter. */
const judgedBy = (problem: (raw: string) => string | null): StringSchema =>
  string().test({
    name: 'shared-rule',
    test(value) {
      const found = problem(value ?? '');
      return found ? this.createError({ message: found }) : true;
    },
  });

export const contactSchema = object({
  name: judgedBy(contactNameProblem),
  email: judgedBy(emailProblem),
  message: judgedBy(contactMessageProblem),
});

interface FieldProps {
  name: 'name' | 'email' | 'message';
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}

/** A labelled, required control whose error shows under it once the visitor has left it or submitted. */
function ContactField({ name, label, type = 'text', autoComplete, multiline }: FieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : null;
  const control = {
    ...field,
    id,
    // Spec section 5: the message area carries no required attribute; it is required all the same.
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
  const [sendContactMessage] = useSendContactMessageMutation();

  const onSubmit = async (values: ContactValues, { resetForm }: FormikHelpers<ContactValues>) => {
    const result = await sendContactMessage(values);
    if (result.error) {
      // What the visitor wrote stays in the form, to send again.
      const message = 'message' in result.error ? result.error.message : 'Your message could not be sent.';
      void notify('error', `❌ ${message}`, { autoClose: TOAST_MS.long });
      return;
    }
    void notify('success', result.data.message, { autoClose: TOAST_MS.medium });
    resetForm();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={contactSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Contact us">
          <ContactField name="name" label={contact.fields.name} autoComplete="name" />
          <ContactField name="email" label={contact.fields.email} type="email" autoComplete="email" />
          <ContactField name="message" label={contact.fields.message} multiline />
          <HoneypotField />
          <button type="submit" className="button" disabled={isSubmitting}>
            {contact.submit}
          </button>
        </Form>
      )}
    </Formik>
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
