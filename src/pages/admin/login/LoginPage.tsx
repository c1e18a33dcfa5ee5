import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { object, string } from 'yup';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../../shared/routes.ts';
import { useAppSelector } from '../../../../store/index.ts';
import { FocusFirstError, TextField } from '../common/fields.tsx';
import { useLogin } from './loginWiring.ts';
import '../common/admin.scss';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../../store/api/base.ts';

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is Required, can not be empty',
  passwordRequired: 'Password is Required, can not be empty',
} as const;

export const loginSchema = object({
  email: string().trim().required(LOGIN_MESSAGES.emailRequired),
  password: string().required(LOGIN_MESSAGES.passwordRequired),
});

const initialValues = { firstName: '', secondName: '', email: '', password: '' };

export const SECOND_STEP_TEXTS = {
  intro: 'Two-factor sign-in is on for this account.',
  codeLabel: 'Authentication code',
  codeHint: 'The 6-digit code your authenticator app shows for this site.',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'One of the recovery codes you saved when you set up two-factor. Each works once.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeShape: 'The code is 6 digits',
  recoveryRequired: 'Enter one of your recovery codes',
  recoveryShape: 'A recovery code is 16 letters and digits',
  useRecovery: 'Use a recovery code instead',
  useAuthenticator: 'Use the authenticator app instead',
  verify: 'Verify',
  verifying: 'Verifying ...',
  back: 'Back to password',
} as const;

const authenticatorSchema = object({
  code: string()
    .trim()
    .required(SECOND_STEP_TEXTS.codeRequired)
    .test('six-digits', SECOND_STEP_TEXTS.codeShape, (value) => /^\d{6}$/.test((value ?? '').replace(/\s/g, ''))),
});
const recoverySchema = object({
  code: string()
    .trim()
    .required(SECOND_STEP_TEXTS.recoveryRequired)
    .test('shape', SECOND_STEP_TEXTS.recoveryShape, (value) => /^[0-9A-Za-z]{16}$/.test((value ?? '').replace(/[\s-]/g, ''))),
});

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
function SecondStep({ snapshot, send }: { snapshot: ReturnType<typeof useLogin>[0]; send: ReturnType<typeof useLogin>[1] }) {
  const pending = snapshot.hasTag('pending');
  const recovery = snapshot.context.recoveryCode;
  return (
    <CheckedFormik
      // A new form for each kind of code: what was typed for one is no use for the other.
      key={recovery ? 'recovery' : 'authenticator'}
      initialValues={{ code: '' }}
      validationSchema={recovery ? recoverySchema : authenticatorSchema}
      onSubmit={(values) => {
        send({ type: 'SUBMIT_CODE', code: values.code.replace(/\s/g, '') });
      }}
    >
      <Form noValidate className="login__form" aria-label="Second step">
        <FocusFirstError />
        <p>{SECOND_STEP_TEXTS.intro}</p>
        {recovery ? (
          <TextField name="code" label={SECOND_STEP_TEXTS.recoveryLabel} hint={SECOND_STEP_TEXTS.recoveryHint} autoComplete="off" required />
        ) : (
          <TextField name="code" label={SECOND_STEP_TEXTS.codeLabel} hint={SECOND_STEP_TEXTS.codeHint} autoComplete="one-time-code" required />
        )}
        <p className="login__error" aria-live="polite">
          {snapshot.context.error}
        </p>
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? (
            <>
              <span className="spinner spinner--small" aria-hidden="true" /> {SECOND_STEP_TEXTS.verifying}
            </>
          ) : (
            SECOND_STEP_TEXTS.verify
          )}
        </button>{' '}
        <button
          type="button"
          className="button button--ghost"
          disabled={pending}
          onClick={() => send({ type: recovery ? 'USE_AUTHENTICATOR_CODE' : 'USE_RECOVERY_CODE' })}
        >
          {recovery ? SECOND_STEP_TEXTS.useAuthenticator : SECOND_STEP_TEXTS.useRecovery}
        </button>{' '}
        <button type="button" className="button button--ghost" disabled={pending} onClick={() => send({ type: 'BACK' })}>
          {SECOND_STEP_TEXTS.back}
        </button>
      </Form>
    </CheckedFormik>
  );
}

/** The login route (shared/routes.ts): the administrators' way in. */
export function LoginPage() {
  const expired = useAppSelector((state) => state.session.expired);
  const [snapshot, send] = useLogin();
  const pending = snapshot.hasTag('pending');

  return (
    <section className="login" aria-labelledby="login-heading">
      <h1 id="login-heading">Welcome to Login</h1>
      <p>This page is for administrators of the foundation only.</p>
      {expired && <p className="login__notice">Your session has expired. Please log in again.</p>}
      {snapshot.hasTag('code') ? (
        <SecondStep snapshot={snapshot} send={send} />
      ) : (
        <CheckedFormik
          initialValues={initialValues}
          validationSchema={loginSchema}
          onSubmit={(values) => {
            send({ type: 'SUBMIT', credentials: { email: values.email.trim(), password: values.password } });
          }}
        >
          <Form noValidate className="login__form">
            <FocusFirstError />
            <TextField name="email" label="Email" type="email" autoComplete="username" required />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
            <p className="login__error" aria-live="polite">
              {snapshot.context.error}
            </p>
            <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
              {pending ? (
                <>
                  <span className="spinner spinner--small" aria-hidden="true" /> Loging in ...
                </>
              ) : (
                'Login'
              )}
            </button>
          </Form>
        </CheckedFormik>
      )}
      {snapshot.hasTag('code') ? null : (
        <p>
          <Link to={pathTo('forgotPassword')}>Forgot your password?</Link>
        </p>
      )}
    </section>
  );
}
