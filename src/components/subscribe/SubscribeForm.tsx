import { useMemo, useState } from 'react';
import { Form, useField, type FormikErrors, type FormikHelpers } from 'formik';
import '../../../styles/subscribe.scss';
import { useMakeSubscribeMutation } from '../../../store/api/subscribers.ts';
import { TOAST_MS } from '../../../shared/constants.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { subscription } from '../../i18n/english/subscription.ts';
import { isValidEmail, normaliseEmail } from '../../../shared/contactRules.ts';
import { messagesIn, useLanguage, useMessages } from '../../i18n/messages.ts';
import { CheckedFormik, useFieldProblem } from '../../lib/formChecks.tsx';
import { notify } from '../../lib/notify.ts';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

type FormTexts = typeof subscription.form;

interface SubscribeValues {
  subscriptionContent: string;
}

const initialValues: SubscribeValues = { subscriptionContent: '' };

/** The form's check with its messages in `language`: an address is required, and must be one. */
function subscribeCheckIn(language: Language) {
  const texts = messagesIn(language, 'subscription', subscription).form;
  return ({ subscriptionContent: typed }: SubscribeValues): FormikErrors<SubscribeValues> => {
    if (!typed) return { subscriptionContent: texts.emailRequired };
    return isValidEmail(normaliseEmail(typed)) ? {} : { subscriptionContent: texts.emailInvalid };
  };
}


/**
 * The server's refusal in the page's language: the server answers in English (the replaced site's texts),
 * which are the English catalogue's, so a refusal it knows is shown in the page's language. One it
 * does not know is shown as the server wrote it on an English page, as a general failure on another.
 */
function errorMessage(error: unknown, texts: FormTexts, english: boolean): string {
  const message = error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : null;
  if (message === null) return texts.failed;
  const key = (Object.keys(subscription.form) as (keyof FormTexts)[]).find((name) => subscription.form[name] === message);
  if (key) return texts[key];
  return english ? message : texts.failed;
}

/**
 * The e-mail field; its message shows once the field was left or submitted with the address wrong,
 * in room kept for the longer of its two messages (so Subscribe does not move as one appears), and is
 * read out as it changes.
 */
function EmailField({ texts }: { texts: FormTexts }) {
  const [field] = useField<string>('subscriptionContent');
  const error = useFieldProblem('subscriptionContent');
  return (
    <div className="subscribe-form__field" data-required={texts.emailRequired} data-invalid={texts.emailInvalid}>
      <label htmlFor="subscriptionContent">{texts.label}</label>
      <input
        {...field}
        id="subscriptionContent"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={texts.placeholder}
        aria-invalid={error !== null}
        aria-describedby={error ? 'subscriptionContent-error' : undefined}
      />
      <p id="subscriptionContent-error" className="subscribe-form__error" role="alert">
        {error}
      </p>
    </div>
  );
}

/** The subscribe form in the page's language, which becomes the language of the subscriber's e-mails. */
export default function SubscribeForm() {
  const language = useLanguage();
  const texts = useMessages('subscription', subscription).form;
  const check = useMemo(() => subscribeCheckIn(language), [language]);
  const [makeSubscribe] = useMakeSubscribeMutation();
  // With e-mail on, a new address waits for its confirmation link.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  const onSubmit = async (values: SubscribeValues, { resetForm }: FormikHelpers<SubscribeValues>) => {
    const result = await makeSubscribe({ email: normaliseEmail(values.subscriptionContent), language });
    if (result.error) {
      void notify('error', `❌ ${errorMessage(result.error, texts, language === 'en')}`, { position: 'top-right', autoClose: TOAST_MS.long });
      return;
    }
    void notify('success', texts.subscribed, { position: 'top-right', autoClose: TOAST_MS.medium });
    setAwaitingConfirmation(result.data.status === 'PENDING');
    resetForm();
  };

  return (
    <CheckedFormik initialValues={initialValues} validate={check} onSubmit={onSubmit} checkWhenLeft>
      {({ isSubmitting }) => (
        <Form className="subscribe-form" noValidate aria-label={texts.name}>
          <EmailField texts={texts} />
          <button type="submit" className="button subscribe-form__submit" disabled={isSubmitting}>
            {texts.submit}
          </button>
          <p className="subscribe-form__note" role="status">
            {awaitingConfirmation ? texts.checkInbox : ''}
          </p>
        </Form>
      )}
    </CheckedFormik>
  );
}
