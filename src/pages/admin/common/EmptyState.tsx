/** A page with nothing (or nothing loadable) to show, and a way to ask again. */
export function EmptyState({ heading, message, onRefresh }: { heading: string; message: string; onRefresh: () => void }) {
  return (
    <section className="admin-page empty-state" aria-labelledby="empty-state-heading">
      <h1 id="empty-state-heading">{heading}</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRefresh}>
        Refresh
      </button>
    </section>
  );
}
