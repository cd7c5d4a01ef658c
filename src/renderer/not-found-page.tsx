import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { FlowRuntimeContext } from './flow-runtime';
import { layoutText } from './sidebar/layout-texts';

/**
 * "Page not found", for unknown routes: the flow's `page-not-found` and `go-home-page` messages (a provider
 * overlay may change them); `message` is the engine's resolution of the flow's not-found text when it has one.
 */
export function NotFoundPage({ message }: { message?: string }) {
  const flow = useContext(FlowRuntimeContext)?.flow;
  const text = (key: string) => (flow ? layoutText(flow, null, key) : key);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{message ?? text('page-not-found')}</h1>
      <p>
        <Link to="/">{text('go-home-page')}</Link>
      </p>
    </section>
  );
}
