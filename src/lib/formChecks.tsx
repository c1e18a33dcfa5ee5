// When a form's checks speak: when the person submits, and then, as they change a field the checks
// flagged, about the flagged fields again; never when a field is left. A message that appears on
// blur moves the form under the pointer: the press that leaves a field lands on the next control,
// the message pushes that control away, and the release lands elsewhere, so the click is lost.
// eslint-disable-next-line no-restricted-imports -- the one place that sets how every form checks
import { Formik, getIn, setIn, useField, useFormikContext, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import { useEffect, useRef } from 'react';

/** Every form's Formik: its checks run when it is submitted, not as values change or fields are left. */
export function CheckedFormik<Values extends FormikValues>(props: FormikConfig<Values>) {
  return <Formik {...props} validateOnBlur={false} validateOnChange={false} />;
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
 * A field's message: the one the last submit (or the server's refusal) gave it. As the person changes
 * a flagged field the form is checked again, its flagged fields' messages follow (gone once right),
 * and no field that was fine is flagged before the next submit.
 */
export function useFieldProblem(name: string): string | null {
  const { errors, validateForm, setErrors } = useFormikContext();
  const [{ value }, meta] = useField<unknown>(name);
  const problem = typeof meta.error === 'string' ? meta.error : null;
  const checked = useRef(value);
  useEffect(() => {
    if (Object.is(checked.current, value)) return;
    checked.current = value;
    if (problem !== null) void validateForm().then((found) => setErrors(keepFlagged(found, errors)));
  }, [value, problem, errors, validateForm, setErrors]);
  return problem;
}
