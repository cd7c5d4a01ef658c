import { lazy, Suspense, type ReactNode } from 'react';
import type { SemanticDiffProps } from '../diff/semantic-diff';
import type { FleetPanelProps } from '../fleet/fleet-panel';
import type { FlowPanelProps } from './flow-panel';

/*
 * The tabs that analyse flows or draw the graph load their code when first opened (issue 28, item 4): the graph
 * library (React Flow, dagre, d3) and the flow and fleet analyses stay out of the tool's first chunk, and none of
 * them runs before its tab is opened (Radix mounts only the chosen panel). e2e/preview-open.spec.ts guards it.
 */
const FlowPanel = lazy(() => import('./flow-panel').then((m) => ({ default: m.FlowPanel })));
const FleetPanel = lazy(() => import('../fleet/fleet-panel').then((m) => ({ default: m.FleetPanel })));
const SemanticDiff = lazy(() => import('../diff/semantic-diff').then((m) => ({ default: m.SemanticDiff })));

function Loading({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="preview-tool__hint" role="status">
          Loading {what}…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The Flow tab's panel (graph, unreachable steps, journeys), its code loaded on first use; a status says so meanwhile. */
export function LazyFlowPanel(props: FlowPanelProps) {
  return (
    <Loading what="the flow graph">
      <FlowPanel {...props} />
    </Loading>
  );
}

/** The Fleet tab's panel (fleet view and blast radius), its code loaded on first use; a status says so meanwhile. */
export function LazyFleetPanel(props: FleetPanelProps) {
  return (
    <Loading what="the fleet view">
      <FleetPanel {...props} />
    </Loading>
  );
}

/** The Diff tab's panel (the semantic diff), its code loaded on first use; a status says so meanwhile. */
export function LazySemanticDiff(props: SemanticDiffProps) {
  return (
    <Loading what="the diff">
      <SemanticDiff {...props} />
    </Loading>
  );
}
