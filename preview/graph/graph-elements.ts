import { MarkerType, Position, type Edge, type Node } from '@xyflow/react';
import type { GraphLayout, PlacedEdge, PlacedNode, Point } from './layout-graph';

/** What to draw strongly: a journey's steps and rule ids, or the rule (and step) of a trace entry. */
export interface GraphHighlight {
  steps?: readonly string[];
  rules?: readonly string[];
  /** The moves taken (a trace entry's step → where it led, a journey's steps in turn): only their edges light up. */
  moves?: ReadonlyArray<{ readonly from: string; readonly to: string }>;
}

/** How a node or edge is drawn against the highlight. */
type HighlightState = 'highlighted' | 'dimmed' | 'plain';

interface StepNodeData extends Record<string, unknown> {
  stepId: string;
  route: string;
  /** Why the step is unreachable for this configuration; absent when it is reachable. */
  unreachable?: string;
  state: HighlightState;
}

interface RuleEdgeData extends Record<string, unknown> {
  ruleIds: string[];
  events: string[];
  guard: boolean;
  /** The route dagre gave the edge (source border to target border). */
  points: Point[];
  label: PlacedEdge['label'];
  state: HighlightState;
}

export type StepFlowNode = Node<StepNodeData, 'step'>;
export type RuleFlowEdge = Edge<RuleEdgeData, 'rule'>;

/** The parts of a layout the highlight picks: node ids and edge ids. */
export interface HighlightedParts {
  nodes: Set<string>;
  edges: Set<string>;
  /** Whether anything is highlighted (then everything else is dimmed). */
  active: boolean;
}

/**
 * The nodes and edges a highlight picks. An edge is highlighted when it carries one of `highlight.rules` and,
 * when `highlight.steps` is given, starts at one of those steps (a rule of a shared rule list sits on many
 * steps' edges: the steps say which ones) and, when `highlight.moves` is given, goes from one move's step to
 * its destination (a rule sending to several steps lights only the way taken). The highlighted nodes are `highlight.steps` and both ends of every
 * highlighted edge. Nothing is highlighted for an empty highlight.
 */
export function highlightedParts(layout: Pick<GraphLayout, 'nodes' | 'edges'>, highlight: GraphHighlight | undefined): HighlightedParts {
  const steps = new Set(highlight?.steps ?? []);
  const rules = new Set(highlight?.rules ?? []);
  const known = new Set(layout.nodes.map((n) => n.id));
  const nodes = new Set([...steps].filter((id) => known.has(id)));
  const moves = highlight?.moves ? new Set(highlight.moves.map((m) => `${m.from}\u0000${m.to}`)) : null;
  const edges = new Set<string>();
  for (const edge of layout.edges) {
    if (!edge.ruleIds.some((id) => rules.has(id))) continue;
    if (steps.size > 0 && !steps.has(edge.source)) continue;
    if (moves && !moves.has(`${edge.source}\u0000${edge.target}`)) continue;
    edges.add(edge.id);
    nodes.add(edge.source);
    nodes.add(edge.target);
  }
  return { nodes, edges, active: steps.size > 0 || rules.size > 0 };
}

const stateOf = (active: boolean, on: boolean): HighlightState => (!active ? 'plain' : on ? 'highlighted' : 'dimmed');

const EDGE_COLOURS: Record<HighlightState, { rule: string; guard: string }> = {
  plain: { rule: '#5c5c5c', guard: '#8a4500' },
  highlighted: { rule: '#0b4ea2', guard: '#0b4ea2' },
  dimmed: { rule: '#c8c8c8', guard: '#d9c2ad' },
};

/** The accessible name of a step's node: its route, its id and, when unreachable, why. */
export function stepNodeLabel(node: Pick<PlacedNode, 'id' | 'route'>, unreachable: string | undefined): string {
  return `Step ${node.id}, ${node.route}${unreachable === undefined ? '' : `, unreachable: ${unreachable}`}`;
}

/** The accessible name of an edge: where it leads and by which rules. */
export function ruleEdgeLabel(edge: Pick<PlacedEdge, 'source' | 'target' | 'ruleIds' | 'events' | 'guard'>): string {
  const how = edge.guard ? 'guard on entry' : `on ${edge.events.join(', ')}`;
  const rules = `${edge.ruleIds.length > 1 ? 'rules' : 'rule'} ${edge.ruleIds.join(', ')}`;
  return `From ${edge.source} to ${edge.target}, ${how}: ${rules}`;
}

export interface ElementOptions {
  unreachable?: Readonly<Record<string, string>>;
  highlight?: GraphHighlight;
  selectedStep?: string | null;
}

/**
 * React Flow's nodes and edges for a laid-out graph: nodes at the layout's places with their fixed size and
 * handles given (so edges draw without measuring the DOM), read-only (not draggable, connectable or
 * deletable); each carries its highlight state, unreachable reason and accessible name; the selected step's
 * node is selected. Edges carry dagre's route, their label and an arrow; highlighted ones are drawn above
 * the others. Pure.
 */
export function flowElements(layout: GraphLayout, options: ElementOptions = {}): { nodes: StepFlowNode[]; edges: RuleFlowEdge[] } {
  const parts = highlightedParts(layout, options.highlight);
  const unreachable = options.unreachable ?? {};
  const horizontal = layout.direction === 'LR';
  const source = horizontal ? Position.Right : Position.Bottom;
  const target = horizontal ? Position.Left : Position.Top;

  const nodes = layout.nodes.map((node): StepFlowNode => {
    const reason = unreachable[node.id];
    const state = stateOf(parts.active, parts.nodes.has(node.id));
    return {
      id: node.id,
      type: 'step',
      position: { x: node.x, y: node.y },
      width: node.width,
      height: node.height,
      measured: { width: node.width, height: node.height },
      handles: [
        { type: 'target', position: target, x: horizontal ? 0 : node.width / 2, y: horizontal ? node.height / 2 : 0 },
        { type: 'source', position: source, x: horizontal ? node.width : node.width / 2, y: horizontal ? node.height / 2 : node.height },
      ],
      data: { stepId: node.id, route: node.route, ...(reason === undefined ? {} : { unreachable: reason }), state },
      selected: options.selectedStep === node.id,
      draggable: false,
      connectable: false,
      deletable: false,
      ariaLabel: stepNodeLabel(node, reason),
      className: `flow-graph__rf-node flow-graph__rf-node--${state}`,
    };
  });

  const edges = layout.edges.map((edge): RuleFlowEdge => {
    const state = stateOf(parts.active, parts.edges.has(edge.id));
    const colour = EDGE_COLOURS[state][edge.guard ? 'guard' : 'rule'];
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: 'rule',
      data: { ruleIds: edge.ruleIds, events: edge.events, guard: edge.guard, points: edge.points, label: edge.label, state },
      markerEnd: { type: MarkerType.ArrowClosed, color: colour, width: 16, height: 16 },
      style: { stroke: colour },
      deletable: false,
      reconnectable: false,
      zIndex: state === 'highlighted' ? 1 : 0,
      ariaLabel: ruleEdgeLabel(edge),
      className: `flow-graph__rf-edge flow-graph__rf-edge--${state}${edge.guard ? ' flow-graph__rf-edge--guard' : ''}`,
    };
  });
  return { nodes, edges };
}
