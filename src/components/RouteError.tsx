/** Shown in place of a page that could not load, e.g. its script did not arrive over a poor connection. */
export function RouteError() {
  return (
    <div className="page page--narrow">
      <h1>This page could not be loaded</h1>
      <p className="page__lead">Please check your connection and try again.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
    </div>
  );
}
