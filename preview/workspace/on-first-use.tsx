import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { PanelLoadBoundary } from './panel-load-boundary';

/**
 * A panel whose code `load` fetches when it is first drawn; until then a status says "Loading <what>…". If the
 * load fails, the panel says so in its place with a "Try again" that calls `load` again (PanelLoadBoundary): a
 * React.lazy that rejected keeps its rejection, so a retry makes a fresh one, which later uses share.
 */
export function onFirstUse<P extends object>(load: () => Promise<ComponentType<P>>, what: string): (props: P) => JSX.Element {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let shared = fresh();
  return function LazyPanel(props: P) {
    const [Panel, setPanel] = useState(() => shared);
    const retry = () => {
      shared = fresh();
      setPanel(() => shared);
    };
    return (
      <PanelLoadBoundary what={what} onRetry={retry}>
        <Suspense
          fallback={
            <p className="preview-tool__hint" role="status">
              Loading {what}…
            </p>
          }
        >
          <Panel {...props} />
        </Suspense>
      </PanelLoadBoundary>
    );
  };
}
