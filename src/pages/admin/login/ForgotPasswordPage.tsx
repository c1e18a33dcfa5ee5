import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../../shared/routes.ts';
import { useRequestPasswordResetMutation } from '../../../../store/api/passwords.ts';
import { FocusFirstError, TextField } from '../common/fields.tsx';
import { forgotPasswordSchema } from '../common/passwordForms.ts';
import { SubmitWithError } from './SubmitWithError.tsx';
import '../common/admin.scss';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../../store/api/base.ts';

export const FORGOT_TEXTS = {
  heading: 'Forgot your password?',
  intro: 'Enter the e-mail address you sign in with. We will send a link to choose a new password.',
  submit: 'Send me a link',
  sent: (email: string) =>
    `If an account uses ${email}, a link to choose a new password is on its way. It works once, for 60 minutes. Check your spam folder too.`,
  back: 'Back to login',
} as const;

/** /ForgotPassword: asks for a reset link; the answer is the same whether the address has an account. */
export function ForgotPasswordPage() {
  const [requestReset, state] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = state.error as { message?: string } | undefined;

  return (
    <section className="login" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">{FORGOT_TEXTS.heading}</h1>
      {sentTo !== null ? (
        <p role="status">{FORGOT_TEXTS.sent(sentTo)}</p>
      ) : (
        <>
          <p>{FORGOT_TEXTS.intro}</p>
          <CheckedFormik
            initialValues={{ email: '' }}
            validationSchema={forgotPasswordSchema}
            onSubmit={async (values) => {
              const email = values.email.trim();
              const answer = await requestReset(email);
              if ('data' in answer) setSentTo(email);
            }}
          >
            <Form noValidate className="login__form">
              <FocusFirstError />
              <TextField name="email" label="Email" type="email" autoComplete="username" required />
              <SubmitWithError error={error?.message} busy={state.isLoading} label={FORGOT_TEXTS.submit} />
            </Form>
          </CheckedFormik>
        </>
      )}
      <p>
        <Link to={pathTo('login')}>{FORGOT_TEXTS.back}</Link>
      </p>
    </section>
  );
}
