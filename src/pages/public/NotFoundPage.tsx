import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <h1>Page not found</h1>
      <p className="page__lead">Sorry, there is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
