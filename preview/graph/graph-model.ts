import { expandFlow, stepWays, type Flow, type PartialInputs, type TargetBranch } from '../../src/engine';

/** Nothing known: every way and every branch of a target is drawn. */
const nothingKnown: PartialInputs = { ctx: { config: {}, session: { signedIn: false, guest: false }, booking: {}, query: {} }, known: [] };

/** One step of the flow, as the graph draws it. */
export interface GraphNode {
  /** The step id (also the node id). */
  id: string;
  /** The step's route pattern, e.g. `/pricing/place`. */
  route: string;
  /** Message key of the page title, when the step has one. */
  title?: string;
  /** Reachable from outside the flow (links, e-mails, the navigation): a start of its own. */
  entry: boolean;
  /** The flow may end here. */
  terminal: boolean;
}

/** How one rule takes part in an edge. */
interface EdgeRule {
  /** The rule id (the ledger id, e.g. `D-03`). */
  id: string;
  /** The event whose rules hold it; `null` for a guard (it fires on entering the step). */
  event: string | null;
  /** A rule of `on[event].rules`, the event's `otherwise`, or a guard of the step. */
  kind: 'rule' | 'otherwise' | 'guard';
}

/**
 * Every rule that may lead from `source` to `target`, grouped into one edge (parallel rules between the same
 * two steps make one edge, so the picture stays readable); guard redirects are separate edges.
 */
export interface GraphEdge {
  /** `source->target`, with `:guard` for a guard edge: unique in a model. */
  id: string;
  source: string;
  target: string;
  /** The rule ids, in flow order, without repeats. */
  ruleIds: string[];
  /** The event types of the rules, in flow order, without repeats (none for a guard edge). */
  events: string[];
  /** A guard redirect (shown on entry, drawn dashed), not an event's rule. */
  guard: boolean;
  /** The rules one by one (a rule id that two events share appears once per event). */
  rules: EdgeRule[];
}

/** The flow as a graph: steps as nodes, rules and guard redirects as edges. */
export interface GraphModel {
  /** Where customers start (the flow's `entry`), first step first. */
  starts: string[];
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** The edge id of the rules from `source` to `target` (guard or event rules). */
export function edgeId(source: string, target: string, guard: boolean): string {
  return `${source}->${target}${guard ? ':guard' : ''}`;
}

const pushOnce = (list: string[], value: string) => {
  if (!list.includes(value)) list.push(value);
};

/**
 * The graph of a flow (written or expanded: it is expanded first, so templates and rule lists are in place):
 * one node per step, in flow order; one edge per (source, target, guard or not) carrying every rule that may
 * lead there — each event's rules (rule lists expanded) and its `otherwise`, and every guard's redirect — in
 * flow order. Targets chosen at run time (`fromConfig` maps, `fromQuery`/`urlFromConfig` fallbacks) give an
 * edge to each step they may lead to; targets that are no step of the flow (the checker reports them) and
 * addresses outside the app give no edge. Pure: the same flow gives an equal model.
 */
export function graphModel(flow: Flow): GraphModel {
  const expanded = expandFlow(flow);
  const stepIds = new Set(expanded.steps.map((s) => s.id));
  const edges = new Map<string, GraphEdge>();

  const add = (source: string, branches: readonly TargetBranch[], rule: EdgeRule) => {
    for (const target of new Set(branches.flatMap((b) => (b.stepId ? [b.stepId] : [])))) {
      if (!stepIds.has(target)) continue;
      const guard = rule.kind === 'guard';
      const id = edgeId(source, target, guard);
      let edge = edges.get(id);
      if (!edge) {
        edge = { id, source, target, ruleIds: [], events: [], guard, rules: [] };
        edges.set(id, edge);
      }
      pushOnce(edge.ruleIds, rule.id);
      if (rule.event !== null) pushOnce(edge.events, rule.event);
      if (!edge.rules.some((r) => r.id === rule.id && r.event === rule.event)) edge.rules.push(rule);
    }
  };

  const nodes: GraphNode[] = expanded.steps.map((step) => {
    for (const way of stepWays(expanded, step, nothingKnown)) add(step.id, way.branches, { id: way.id, event: way.event, kind: way.kind });
    return {
      id: step.id,
      route: step.route,
      ...(step.title === undefined ? {} : { title: step.title }),
      entry: step.entry === true,
      terminal: step.terminal === true,
    };
  });
  return { starts: expanded.entry.filter((id) => stepIds.has(id)), nodes, edges: [...edges.values()] };
}
