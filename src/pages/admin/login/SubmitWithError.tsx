/**
 * The end of a signed-out page's form: what the server refused, read out as it changes, and the
 * submit button, disabled and marked busy while the request runs.
 */
export function SubmitWithError({ error, busy, label }: { error: string | undefined; busy: boolean; label: string }) {
  return (
    <>
      <p className="login__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {label}
      </button>
    </>
  );
}
