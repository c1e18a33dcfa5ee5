import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { object, ref, string } from 'yup';
import { LIMITS } from '../../../../shared/rules.ts';
import { pathTo } from '../../../../shared/routes.ts';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../../../shared/staff.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { useAcceptInvitationMutation } from '../../../../store/api/staffAccounts.ts';
import { useAppDispatch } from '../../../../store/index.ts';
import { tokenReceived } from '../../../../store/sessionSlice.ts';
import { FocusFirstError, TextField } from '../common/fields.tsx';
import '../common/admin.scss';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../../store/api/base.ts';

export const ACCEPT_TEXTS = {
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters long`,
  confirmRequired: 'Type the password again',
  confirmMismatch: 'The two passwords differ',
  noToken: 'This page opens from the link in your invitation e-mail. Ask whoever invited you for a new one.',
} as const;

export const acceptSchema = object({
  firstName: string().trim().required(STAFF_MESSAGES.firstNameRequired).max(STAFF_LIMITS.nameMax, STAFF_MESSAGES.nameTooLong),
  secondName: string().trim().required(STAFF_MESSAGES.secondNameRequired).max(STAFF_LIMITS.nameMax, STAFF_MESSAGES.nameTooLong),
  password: string()
    .required(ACCEPT_TEXTS.passwordRequired)
    .min(LIMITS.passwordMin, ACCEPT_TEXTS.passwordTooShort)
    .max(LIMITS.passwordMax, ACCEPT_TEXTS.passwordTooLong),
  confirm: string()
    .required(ACCEPT_TEXTS.confirmRequired)
    .oneOf([ref('password')], ACCEPT_TEXTS.confirmMismatch),
});

/** The invitation e-mail's link: the new person chooses their name and password and is signed in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [accept] = useAcceptInvitationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return (
    <section className="login" aria-labelledby="accept-heading">
      <h1 id="accept-heading">Accept your invitation</h1>
      {!token ? (
        <p role="alert">{ACCEPT_TEXTS.noToken}</p>
      ) : (
        <>
          <p>Choose the name your colleagues will see and a password of at least {LIMITS.passwordMin} characters.</p>
          <CheckedFormik
            initialValues={{ firstName: '', secondName: '', password: '', confirm: '' }}
            validationSchema={acceptSchema}
            onSubmit={async (values, helpers) => {
              const answer = await accept({
                token,
                firstName: values.firstName.trim(),
                secondName: values.secondName.trim(),
                password: values.password,
              });
              if ('error' in answer) {
                helpers.setStatus((answer.error as ApiError).message ?? STAFF_MESSAGES.invalidInvitation);
                return;
              }
              dispatch(tokenReceived(answer.data.token));
              void navigate(pathTo('adminOverview'), { replace: true });
            }}
          >
            {({ isSubmitting, status }) => (
              <Form noValidate className="login__form">
                <FocusFirstError />
                <TextField name="firstName" label="First name" autoComplete="given-name" required />
                <TextField name="secondName" label="Second name" autoComplete="family-name" required />
                <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
                <TextField name="confirm" label="Password again" type="password" autoComplete="new-password" required />
                <p className="login__error" role="alert">
                  {status}
                </p>
                <button type="submit" className="button" disabled={isSubmitting}>
                  Join and sign in
                </button>
              </Form>
            )}
          </CheckedFormik>
        </>
      )}
    </section>
  );
}
