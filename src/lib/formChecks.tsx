// When a form's checks speak: when the person submits, and then, as they change a field the checks
// flagged, about the flagged fields again. A form whose fields must speak once they were touched
// (`checkWhenLeft`) also checks when a field is left, and each field speaks only once it was left or
// submitted; its messages keep their space whether shown or not. Either way a message never moves
// the form under the pointer: the press that leaves a field lands on the next control, a message
// pushing that control away would make the release land elsewhere, and the click would be lost.
// eslint-disable-next-line no-restricted-imports -- the one place that sets how every form checks
import { Formik, getIn, setIn, useField, useFormikContext, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Every form's Formik: its checks run when it is submitted, not as values change; nor when a field is
 * left, unless `checkWhenLeft`.
 */
export function CheckedFormik<Values extends FormikValues>(props: FormikConfig<Values> & { checkWhenLeft?: boolean }) {
  return <Formik {...props} validateOnBlur={!!props.checkWhenLeft} validateOnChange={false} />;
}

/** The messages of `found` where `flagged` has one: a check speaks again only of what it flagged. */
function keepFlagged(found: unknown, flagged: unknown, path = '', kept: FormikErrors<unknown> = {}): FormikErrors<unknown> {
  if (typeof found === 'string') return getIn(flagged, path) === undefined ? kept : setIn(kept, path, found);
  if (found !== null && typeof found === 'object') {
    for (const [key, inner] of Object.entries(found)) kept = keepFlagged(inner, flagged, path ? `${path}.${key}` : key, kept);
  }
  return kept;
}

/**
 * A field's message: the one the last submit (or the server's refusal), or in a form that checks when
 * a field is left the last check once this field was left, gave it. As the person changes
 * a flagged field the form is checked again, its flagged fields' messages follow (gone once right),
 * and no field that was fine is flagged before the next submit.
 */
export function useFieldProblem(name: string): string | null {
  const { errors, validateForm, setErrors, validateOnBlur } = useFormikContext();
  const [{ value }, meta] = useField<unknown>(name);
  // Leaving one field checks them all: a field not yet left keeps its message until it is.
  const problem = typeof meta.error === 'string' && (meta.touched || !validateOnBlur) ? meta.error : null;
  const checked = useRef(value);
  useEffect(() => {
    if (Object.is(checked.current, value)) return;
    checked.current = value;
    if (problem !== null) void validateForm().then((found) => setErrors(keepFlagged(found, errors)));
  }, [value, problem, errors, validateForm, setErrors]);
  return problem;
}
