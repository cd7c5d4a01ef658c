import { onFirstUse } from './on-first-use';

/*
 * The tabs that analyse flows or draw the graph load their code when first opened (issue 28, item 4): the graph
 * library (React Flow, dagre, d3) and the flow, fleet and diff analyses stay out of the tool's first chunk, and
 * none of them runs before its tab is opened (Radix mounts only the chosen panel). e2e/preview-open.spec.ts
 * guards it. A panel whose code fails to load says so in its place, with a "Try again" (./on-first-use.tsx).
 */

/** The Flow tab's panel (graph, unreachable steps, journeys), its code loaded on first use. */
export const LazyFlowPanel = onFirstUse(() => import('./flow-panel').then((m) => m.FlowPanel), 'the flow graph');

/** The Fleet tab's panel (fleet view and blast radius), its code loaded on first use. */
export const LazyFleetPanel = onFirstUse(() => import('../fleet/fleet-panel').then((m) => m.FleetPanel), 'the fleet view');

/** The Diff tab's panel (the semantic diff), its code loaded on first use. */
export const LazySemanticDiff = onFirstUse(() => import('../diff/semantic-diff').then((m) => m.SemanticDiff), 'the diff');
