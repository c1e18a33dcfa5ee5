// The frame of the Donations area's forms: a labelled modal dialog the keyboard stays inside
// (Escape closes it unless it is saving), the form checked when submitted, a place for the server's
// refusal, its two buttons, and a toast once the server has taken it.
import { Form, type FormikConfig, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { successToast } from '../../../../machines/adminToasts.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { FocusFirstError } from '../common/fields.tsx';
import { showToast } from '../common/showToast.ts';
import { useDialogFocus } from '../common/useDialogFocus.ts';

export const FORM_DIALOG_TEXTS = {
  close: 'Close',
  failed: 'It could not be saved. Try again.',
} as const;

/** What a refused call says: the server's own words, else `general`. */
export const refusalText = (error: unknown, general: string = FORM_DIALOG_TEXTS.failed) => (error as Partial<ApiError> | undefined)?.message || general;

const ownPath = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' && Object.prototype.hasOwnProperty.call(at, key) ? (at as Record<string, unknown>)[key] : undefined), values);

/**
 * Where a refusal is shown: beside the field the server named when the form has it (FocusFirstError
 * then takes the keyboard there), else above the buttons.
 */
export function placeRefusal<Values>(
  error: unknown,
  form: { values: Values; setFieldError: (field: string, message: string) => void },
  showAbove: (text: string) => void,
) {
  const field = (error as Partial<ApiError> | undefined)?.field;
  // A field of the form is a path of the values' own keys to text, a number or a choice: not a group
  // of fields (a title's languages), nor what every value inherits (`constructor`, `length`).
  const value = field === undefined ? undefined : ownPath(form.values, field);
  if (field !== undefined && ['string', 'number', 'boolean'].includes(typeof value)) form.setFieldError(field, refusalText(error));
  else showAbove(refusalText(error));
}

interface Props<Values> {
  title: string;
  /** What the dialog says above the form. */
  intro?: ReactNode;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** The submit button's label. */
  submit: string;
  /** Sends the checked values to the server; resolves to what the toast says once it took them. */
  save: (values: Values) => Promise<string>;
  /** While the server has the form: neither button answers, nor does Escape. */
  busy: boolean;
  onClose: () => void;
  /** After the toast; closing the dialog unless told otherwise. */
  onSaved?: () => void;
  /** The form's fields. */
  children: ReactNode;
}

export function FormDialog<Values extends FormikValues>({
  title,
  intro,
  initialValues,
  validationSchema,
  submit,
  save,
  busy,
  onClose,
  onSaved = onClose,
  children,
}: Props<Values>) {
  const dialog = useDialogFocus<HTMLDivElement>(onClose, !busy);
  const headingId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
        <h2 id={headingId}>{title}</h2>
        {intro}
        <CheckedFormik<Values>
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={async (values, { setFieldError }) => {
            setRefusal(null);
            try {
              showToast(null, successToast(await save(values)));
              onSaved();
            } catch (error) {
              placeRefusal(error, { values, setFieldError }, setRefusal);
            }
          }}
        >
          <Form noValidate>
            <FocusFirstError />
            {children}
            <DialogActions submit={submit} busy={busy} refusal={refusal} onClose={onClose} />
          </Form>
        </CheckedFormik>
      </div>
    </div>
  );
}

/** The end of a dialog's form: the server's refusal (if any), the submit button and Close. */
function DialogActions({ submit, busy, refusal, onClose }: { submit: string; busy: boolean; refusal: string | null; onClose: () => void }) {
  return (
    <>
      <p role="alert" className="field__error">
        {refusal}
      </p>
      <p className="form-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {submit}
        </button>{' '}
        <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
          {FORM_DIALOG_TEXTS.close}
        </button>
      </p>
    </>
  );
}
