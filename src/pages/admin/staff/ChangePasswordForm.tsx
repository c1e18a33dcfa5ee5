import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { notify } from '../../../lib/notify.ts';
import { useChangePasswordMutation } from '../../../../store/api/passwords.ts';
import { FocusFirstError, TextField } from '../common/fields.tsx';
import { changePasswordSchema } from '../common/passwordForms.ts';

export const CHANGE_PASSWORD_TEXTS = {
  heading: 'Change password',
  intro: 'Changing your password ends your other sessions; this one stays signed in.',
  submit: 'Change password',
  done: 'Your password is changed. Your other sessions were ended.',
} as const;

const initialValues = { current: '', next: '', confirm: '' };

/** Your account's "Change password" form: current, new, and new again. */
export function ChangePasswordForm() {
  const [changePassword, state] = useChangePasswordMutation();
  const error = state.error as { message?: string } | undefined;

  return (
    <>
      <h2 id="change-password-heading">{CHANGE_PASSWORD_TEXTS.heading}</h2>
      <p>{CHANGE_PASSWORD_TEXTS.intro}</p>
      <CheckedFormik
        initialValues={initialValues}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, { resetForm }) => {
          const answer = await changePassword({ current: values.current, next: values.next });
          if ('data' in answer) {
            resetForm();
            void notify('success', CHANGE_PASSWORD_TEXTS.done);
          }
        }}
      >
        <Form noValidate aria-labelledby="change-password-heading">
          <FocusFirstError />
          <TextField name="current" label="Current password" type="password" autoComplete="current-password" required />
          <TextField name="next" label="New password" type="password" autoComplete="new-password" required />
          <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" required />
          <p className="login__error" role="alert">
            {state.isError ? error?.message : null}
          </p>
          <button type="submit" className="button" disabled={state.isLoading} aria-busy={state.isLoading || undefined}>
            {CHANGE_PASSWORD_TEXTS.submit}
          </button>
        </Form>
      </CheckedFormik>
    </>
  );
}
