import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../shared/routes.ts';
import { useAppSelector } from '../../../store/index.ts';
import { FocusFirstError, TextField } from './forms/fields.tsx';
import { useLogin } from './loginWiring.ts';
import './admin.scss';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is Required, can not be empty',
  passwordRequired: 'Password is Required, can not be empty',
} as const;

export const loginSchema = object({
  email: string().trim().required(LOGIN_MESSAGES.emailRequired),
  password: string().required(LOGIN_MESSAGES.passwordRequired),
});

const initialValues = { firstName: '', secondName: '', email: '', password: '' };

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
      <Formik
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
      </Formik>
      <p>
        <Link to={pathTo('forgotPassword')}>Forgot your password?</Link>
      </p>
    </section>
  );
}
