import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { Link, useSearchParams } from 'react-router-dom';
import { pathTo } from '../../../../shared/routes.ts';
import { notify } from '../../../lib/notify.ts';
import { useResetPasswordMutation } from '../../../../store/api/passwords.ts';
import { FocusFirstError, TextField } from '../common/fields.tsx';
import { resetPasswordSchema } from '../common/passwordForms.ts';
import { SubmitWithError } from './SubmitWithError.tsx';
import '../common/admin.scss';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../../store/api/base.ts';

export const RESET_TEXTS = {
  heading: 'Choose a new password',
  intro: 'Your new password ends every session of your account. With two-factor sign-in on, you still need your code to sign in.',
  noToken: 'This reset link is invalid, expired or already used. Ask for a new one.',
  submit: 'Set my new password',
  done: 'Your password is changed. Sign in with it.',
  askAgain: 'Ask for a new link',
  login: 'Go to login',
} as const;

/** /ResetPassword?token=...: the e-mailed link's page, where the new password is chosen. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, state] = useResetPasswordMutation();
  const error = state.error as { message?: string } | undefined;

  if (state.isSuccess) {
    return (
      <section className="login" aria-labelledby="reset-heading">
        <h1 id="reset-heading">{RESET_TEXTS.heading}</h1>
        <p role="status">{RESET_TEXTS.done}</p>
        <p>
          <Link to={pathTo('login')}>{RESET_TEXTS.login}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="login" aria-labelledby="reset-heading">
      <h1 id="reset-heading">{RESET_TEXTS.heading}</h1>
      {token === '' ? (
        <p role="alert">{RESET_TEXTS.noToken}</p>
      ) : (
        <>
          <p>{RESET_TEXTS.intro}</p>
          <CheckedFormik
            initialValues={{ password: '', confirm: '' }}
            validationSchema={resetPasswordSchema}
            onSubmit={async (values) => {
              const answer = await resetPassword({ token, password: values.password });
              if ('data' in answer) void notify('success', RESET_TEXTS.done);
            }}
          >
            <Form noValidate className="login__form">
              <FocusFirstError />
              <TextField name="password" label="New password" type="password" autoComplete="new-password" required />
              <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" required />
              <SubmitWithError error={error?.message} busy={state.isLoading} label={RESET_TEXTS.submit} />
            </Form>
          </CheckedFormik>
        </>
      )}
      <p>
        <Link to={pathTo('forgotPassword')}>{RESET_TEXTS.askAgain}</Link>
      </p>
    </section>
  );
}
