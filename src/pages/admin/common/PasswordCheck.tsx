// The password check sensitive actions ask for (two-factor changes, the subscribers' export, role
// changes): when an operation answers PASSWORD_CHECK_REQUIRED, one dialog asks for the password
// (confirmPassword), and the operation is then tried once more by itself.
import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { object, string } from 'yup';
import { PASSWORD_CHECK_DURATION } from '../../../../shared/twoFactor.ts';
import { accountSecurityApi } from '../../../../store/api/accountSecurity.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { useAppStore } from '../../../../store/index.ts';
import { FocusFirstError, TextField } from './fields.tsx';
import { useDialogFocus } from './useDialogFocus.ts';

export const PASSWORD_CHECK_TEXTS = {
  heading: 'Confirm your password',
  intro: `This action needs your password again: it has been more than ${PASSWORD_CHECK_DURATION} since you last gave it.`,
  label: 'Password',
  required: 'Enter your password',
  confirm: 'Confirm',
  confirming: 'Confirming ...',
  cancel: 'Cancel',
} as const;

/** What an operation the person cancelled at the password check rejects with. */
export const PASSWORD_CHECK_CANCELLED: ApiError = { code: 'CANCELLED', message: 'The password check was cancelled.' };

export const isCancelled = (error: unknown) => (error as Partial<ApiError> | undefined)?.code === PASSWORD_CHECK_CANCELLED.code;

const schema = object({ password: string().required(PASSWORD_CHECK_TEXTS.required) });

/** The dialog itself: a labelled password field, Confirm and Cancel; the keyboard stays inside. */
export function PasswordCheckDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const store = useAppStore();
  const dialog = useDialogFocus<HTMLDivElement>(onCancel);
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
        <h2 id={headingId}>{PASSWORD_CHECK_TEXTS.heading}</h2>
        <p>{PASSWORD_CHECK_TEXTS.intro}</p>
        <CheckedFormik
          initialValues={{ password: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            setError(null);
            try {
              await store.dispatch(accountSecurityApi.endpoints.confirmPassword.initiate(values.password)).unwrap();
              onConfirmed();
            } catch (thrown) {
              setError((thrown as Partial<ApiError>).message ?? 'The password could not be checked. Try again.');
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <FocusFirstError />
              <TextField name="password" label={PASSWORD_CHECK_TEXTS.label} type="password" autoComplete="current-password" required />
              <p role="alert">{error}</p>
              <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                {isSubmitting ? PASSWORD_CHECK_TEXTS.confirming : PASSWORD_CHECK_TEXTS.confirm}
              </button>{' '}
              <button type="button" className="button button--ghost" onClick={onCancel}>
                {PASSWORD_CHECK_TEXTS.cancel}
              </button>
            </Form>
          )}
        </CheckedFormik>
      </div>
    </div>
  );
}

/**
 * `withPasswordCheck(operation)` runs the operation; when it answers PASSWORD_CHECK_REQUIRED, the
 * dialog (render `dialog`) asks for the password, and once it is confirmed the operation runs once
 * more and its answer is the answer. Cancelling rejects with PASSWORD_CHECK_CANCELLED.
 */
export function usePasswordCheck(): {
  withPasswordCheck: <T>(operation: () => Promise<T>) => Promise<T>;
  /** Asks for the password now (what the server shows only after a check); resolves once confirmed, rejects when cancelled. */
  askPassword: () => Promise<void>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (error: ApiError) => void } | null>(null);

  const askPassword = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setAsking(true);
      }),
    [],
  );

  const withPasswordCheck = useCallback(
    async <T,>(operation: () => Promise<T>): Promise<T> => {
      try {
        return await operation();
      } catch (error) {
        if ((error as Partial<ApiError> | undefined)?.code !== 'PASSWORD_CHECK_REQUIRED') throw error;
        await askPassword();
        return operation();
      }
    },
    [askPassword],
  );

  const finish = (confirmed: boolean) => {
    const current = waiting.current;
    waiting.current = null;
    setAsking(false);
    if (confirmed) current?.resolve();
    else current?.reject(PASSWORD_CHECK_CANCELLED);
  };

  const dialog = asking ? <PasswordCheckDialog onConfirmed={() => finish(true)} onCancel={() => finish(false)} /> : null;
  return { withPasswordCheck, askPassword, dialog };
}
