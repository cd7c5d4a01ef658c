import dagre, { type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import type { GraphEdge, GraphModel, GraphNode } from './graph-model';

/** Fixed size of every node (the CSS of `.flow-graph__node` draws it at this size). */
export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 64;

/** Rough size of an edge label (12 px monospace rule ids), so the layout keeps room for it. */
const LABEL_CHAR_WIDTH = 7.3;
const LABEL_PADDING = 8;
const LABEL_HEIGHT = 18;

export interface Point {
  x: number;
  y: number;
}

/** A node with its place: `x`, `y` is its top-left corner. */
export interface PlacedNode extends GraphNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An edge with its route (from the source's border to the target's, through any bends) and its label's centre. */
export interface PlacedEdge extends GraphEdge {
  points: Point[];
  label: { text: string; x: number; y: number; width: number; height: number };
}

/** Rank direction: left to right, or top to bottom. */
export type LayoutDirection = 'LR' | 'TB';

export interface GraphLayout {
  direction: LayoutDirection;
  /** The size of the whole drawing. */
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** The text of an edge's label: its rule ids. */
function edgeLabel(edge: GraphEdge): string {
  return edge.ruleIds.join(', ');
}

/**
 * A reading order of the steps: a depth-first walk over the event rules (not the guards), from the flow's
 * starts, then from steps entered from outside, then from any step left, following each step's edges in flow
 * order; the order is the walk's reverse postorder (steps first seen from a later root, such as token
 * pages leading into the booking, come before the steps they lead to). Every rule edge that does not go back
 * to a step on the walk's path goes forward in it, so the customer's way reads from the start onwards.
 */
export function readingOrder(model: Pick<GraphModel, 'starts' | 'nodes' | 'edges'>): Map<string, number> {
  const next = new Map<string, string[]>(model.nodes.map((n) => [n.id, []]));
  for (const e of model.edges) if (!e.guard && e.source !== e.target) next.get(e.source)?.push(e.target);
  const seen = new Set<string>();
  const postorder: string[] = [];
  const walk = (root: string) => {
    if (seen.has(root) || !next.has(root)) return;
    // Iterative, so a long flow cannot overflow the stack: each frame is a step and the index of its next edge.
    const stack: Array<[string, number]> = [[root, 0]];
    seen.add(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [string, number];
      const [id, i] = top;
      const targets = next.get(id) ?? [];
      if (i < targets.length) {
        top[1] = i + 1;
        const target = targets[i] as string;
        if (!seen.has(target)) {
          seen.add(target);
          stack.push([target, 0]);
        }
      } else {
        stack.pop();
        postorder.push(id);
      }
    }
  };
  for (const id of model.starts) walk(id);
  for (const n of model.nodes) if (n.entry) walk(n.id);
  for (const n of model.nodes) walk(n.id);
  return new Map(postorder.reverse().map((id, i) => [id, i]));
}

/**
 * Places a graph with dagre (a layered layout; edges route around nodes, labels get room of their own):
 * every node at the fixed size NODE_WIDTH × NODE_HEIGHT, every position finite, no two nodes at the same
 * place; the direction is left to right by default (the booking flow's ~44 steps and ~160 edges read best
 * so in a wide pane; measured in tests/preview/graph/layout-graph.test.ts). Pure and deterministic: the same
 * model gives the same layout.
 */
export function layoutGraph(model: GraphModel, direction: LayoutDirection = 'LR'): GraphLayout {
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  g.setGraph({ rankdir: direction, nodesep: 16, ranksep: 50, edgesep: 6, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  // The flow has cycles (back to the start, guards sending back) which dagre must break: it is given the edges
  // that go against the reading order reversed, so the start comes first and the goal last; their routes are
  // turned back after the layout.
  const order = readingOrder(model);
  const backwards = (edge: GraphEdge) => (order.get(edge.source) ?? 0) > (order.get(edge.target) ?? 0);
  // Nodes in reading order: dagre's ordering heuristics start from the order nodes were added.
  for (const node of [...model.nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))) {
    g.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  }
  for (const edge of model.edges) {
    const text = edgeLabel(edge);
    const back = backwards(edge);
    g.setEdge(
      back ? edge.target : edge.source,
      back ? edge.source : edge.target,
      { width: text.length * LABEL_CHAR_WIDTH + LABEL_PADDING, height: LABEL_HEIGHT, labelpos: 'c', minlen: 1 },
      edge.id,
    );
  }
  dagre.layout(g);

  const nodes = model.nodes.map((node): PlacedNode => {
    const placed = g.node(node.id);
    return {
      ...node,
      x: (placed.x ?? 0) - NODE_WIDTH / 2,
      y: (placed.y ?? 0) - NODE_HEIGHT / 2,
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
    };
  });
  const edges = model.edges.map((edge): PlacedEdge => {
    const back = backwards(edge);
    const placed = back ? g.edge(edge.target, edge.source, edge.id) : g.edge(edge.source, edge.target, edge.id);
    const points = (placed.points ?? []).map((p) => ({ x: p.x, y: p.y }));
    if (back) points.reverse();
    const text = edgeLabel(edge);
    return {
      ...edge,
      points,
      label: { text, x: placed.x ?? 0, y: placed.y ?? 0, width: placed.width ?? 0, height: placed.height ?? LABEL_HEIGHT },
    };
  });
  const size = g.graph();
  return { direction, width: size.width ?? 0, height: size.height ?? 0, nodes, edges };
}
