import { useId, type ReactNode } from 'react';

interface Props {
  heading: string;
  /** The page's own controls, in one row with its heading (they wrap below it on a narrow screen). */
  actions: ReactNode;
  children: ReactNode;
}

/** An admin page named by its heading, with the page's controls beside the heading and its content below. */
export function AdminPage({ heading, actions, children }: Props) {
  const headingId = useId();
  return (
    <section className="admin-page" aria-labelledby={headingId}>
      <div className="admin-page__head">
        <h1 id={headingId}>{heading}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
