import { useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { useFieldProblem } from '../../../lib/formChecks.tsx';

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** Label, error and hint wiring shared by every field: the error is the control's description. */
function useFieldIds(name: string) {
  const id = useId();
  const error = useFieldProblem(name);
  return { id, errorId: `${id}-error`, hintId: `${id}-hint`, error };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function describedBy(hint: string | undefined, hintId: string, error: string | null, errorId: string) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error: string | null; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  multiline,
  placeholder,
  autoComplete,
  readOnly,
}: FieldProps & { type?: string; multiline?: boolean; placeholder?: string; autoComplete?: string; readOnly?: boolean }) {
  const [field] = useField(name);
  const { id, errorId, hintId, error } = useFieldIds(name);
  const common = {
    ...field,
    value: field.value ?? '',
    id,
    placeholder,
    readOnly,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint, hintId, error, errorId),
  };
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/**
 * A choice of one: options are values shown as they are, or values with a label of their own.
 * The placeholder is the empty choice; null leaves none (a field that always has a value).
 */
export function SelectField({
  name,
  label,
  required,
  options,
  placeholder = 'Choose a category',
}: FieldProps & { options: readonly (string | { value: string; label: string })[]; placeholder?: string | null }) {
  const [field] = useField(name);
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      <select
        {...field}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(undefined, hintId, error, errorId)}
      >
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <Messages hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** Files from the disk, with a preview of each; the object URLs are released when no longer shown. */
export function ImagesField({ name, label, required, hint }: FieldProps) {
  const [field, , helpers] = useField<File[]>(name);
  const { id, errorId, hintId, error } = useFieldIds(name);
  const files = field.value;
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        multiple
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, hintId, error, errorId)}
        onChange={(event) => void helpers.setValue([...(event.currentTarget.files ?? [])])}
        onBlur={field.onBlur}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {previews.length > 0 && (
        <ul className="image-previews" aria-label="Chosen images">
          {previews.map(({ file, url }) => (
            <li key={url}>
              <img src={url} alt={`Preview of ${file.name}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** After a refused submit, focus goes to the first field in error so its message is read out. */
export function FocusFirstError({ children }: { children?: ReactNode }) {
  const { submitCount, isValidating, isValid } = useFormikContext();
  const handled = useRef(0);
  // A layout effect: focus moves in the same commit that shows the messages, never after a
  // moment in which they are on screen and the focus is still on the submit button. The submit's
  // own check decides (the messages before it ends are the last submit's).
  useLayoutEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  });
  return <>{children}</>;
}
