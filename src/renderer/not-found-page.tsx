import { Link } from 'react-router-dom';

/** "Page not found", for unknown routes. */
export function NotFoundPage({ message = 'Page not found' }: { message?: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{message}</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
