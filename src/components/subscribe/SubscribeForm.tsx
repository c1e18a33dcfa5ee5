import { useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import '../../../styles/subscribe.scss';
import { useMakeSubscribeMutation } from '../../../store/api/subscribers.ts';
import { TOAST_MS } from '../../../shared/constants.ts';
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { MESSAGES, isValidEmail, normaliseEmail } from '../../../shared/rules.ts';
import { notify } from '../../lib/notify.ts';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

export const SUBSCRIBED_MESSAGE = '🎉 Subscribed successfully!';

interface SubscribeValues {
  subscriptionContent: string;
}

const initialValues: SubscribeValues = { subscriptionContent: '' };

export const subscribeSchema = object({
  subscriptionContent: string()
    .required(MESSAGES.emailRequired)
    .test('email', MESSAGES.emailInvalid, (value) => !value || isValidEmail(normaliseEmail(value))),
});

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return 'Something went wrong. Please try again.';
}

/** The e-mail field; its message shows only once the visitor has left the field or submitted. */
function EmailField() {
  const [field, meta] = useField<string>('subscriptionContent');
  const showError = meta.touched && Boolean(meta.error);
  return (
    <div className="subscribe-form__field">
      <label htmlFor="subscriptionContent">Your email address</label>
      <input
        {...field}
        id="subscriptionContent"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
        aria-invalid={showError}
        aria-describedby={showError ? 'subscriptionContent-error' : undefined}
      />
      {showError ? (
        <p id="subscriptionContent-error" className="subscribe-form__error">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}

export default function SubscribeForm() {
  const [makeSubscribe] = useMakeSubscribeMutation();
  // With e-mail on, a new address waits for its confirmation link.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  const onSubmit = async (values: SubscribeValues, { resetForm }: FormikHelpers<SubscribeValues>) => {
    const result = await makeSubscribe(normaliseEmail(values.subscriptionContent));
    if (result.error) {
      void notify('error', `❌ ${errorMessage(result.error)}`, { position: 'top-right', autoClose: TOAST_MS.long });
      return;
    }
    void notify('success', SUBSCRIBED_MESSAGE, { position: 'top-right', autoClose: TOAST_MS.medium });
    setAwaitingConfirmation(result.data.status === 'PENDING');
    resetForm();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={subscribeSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form className="subscribe-form" noValidate aria-label="Subscribe">
          <EmailField />
          <button type="submit" className="button subscribe-form__submit" disabled={isSubmitting}>
            Subscribe
          </button>
          <p className="subscribe-form__note" role="status">
            {awaitingConfirmation ? MAIL_TEXTS.checkInbox : ''}
          </p>
        </Form>
      )}
    </Formik>
  );
}
