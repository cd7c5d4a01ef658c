import { expandFlow } from './expand-flow';
import { continueBlocker } from './continue-blocker';
import { evaluateCondition } from './evaluate-condition';
import { nextStep } from './next-step';
import { resolveStep } from './resolve-step';
import { resolveWidgets } from './resolve-widgets';
import { stepWays } from './step-ways';
import { pathOf, type JourneyEdge, type JourneyNode, type JourneySearchState } from './journey-graph';
import { journeyViolations } from './journey-violations';
import type {
  ChoiceEffect,
  Journey,
  JourneyMove,
  JourneyOptions,
  JourneySearch,
  JourneyState,
  SessionKind,
} from './journey-types';
import type { Effect, Flow, FlowContext, GuardImpls, Scalar, Step } from './types';

/** A context for walking a step's ways with nothing known (the values are never read). */
const NOTHING_KNOWN: FlowContext = { config: {}, session: { signedIn: false, guest: false }, booking: {}, query: {} };

const sessionOf = (kind: SessionKind): JourneyState['session'] => (kind === 'customer' ? 'signedIn' : 'visitor');

function contextOf(state: JourneyState, config: Readonly<Record<string, unknown>>, query: Readonly<Record<string, string>> = state.query ?? {}): FlowContext {
  return {
    config: config as Record<string, unknown>,
    session: { signedIn: state.session === 'signedIn', guest: state.session === 'guest' },
    booking: { ...state.facts },
    query: { ...query },
  };
}

function queryOf(path: string): Record<string, string> {
  const i = path.indexOf('?');
  return i < 0 ? {} : Object.fromEntries(new URLSearchParams(path.slice(i + 1)));
}

function keyOf(stepId: string, session: string, facts: Readonly<Record<string, Scalar>>, marks: string[], begun: boolean, query: Readonly<Record<string, string>> = {}): string {
  const f = Object.keys(facts)
    .sort()
    .map((k) => `${k}=${JSON.stringify(facts[k])}`)
    .join(',');
  const q = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
  return `${stepId}|${session}|${begun ? 1 : 0}|${marks.join('+')}|${f}${q ? `|?${q}` : ''}`;
}

/** Applies a choice to a state: its facts, then its session. */
function apply(state: JourneyState, effect: ChoiceEffect): JourneyState {
  return {
    ...state,
    session: effect.session ?? state.session,
    facts: effect.set ? { ...state.facts, ...effect.set } : state.facts,
  };
}

/** Every combination of one available fill (or none) per widget, fewest fills first. */
function fillCombinations(options: Array<{ widget: string; choices: Array<[string, ChoiceEffect]> }>): Array<Array<{ widget: string; choice: string; effect: ChoiceEffect }>> {
  let combos: Array<Array<{ widget: string; choice: string; effect: ChoiceEffect }>> = [[]];
  for (const { widget, choices } of options) {
    const next: typeof combos = [];
    for (const combo of combos) {
      next.push(combo);
      for (const [choice, effect] of choices) next.push([...combo, { widget, choice, effect }]);
    }
    combos = next;
  }
  return combos.sort((a, b) => a.length - b.length);
}

function available(effect: ChoiceEffect, ctx: FlowContext, guards: GuardImpls, kind: SessionKind, parts: Readonly<Record<string, boolean>>): boolean {
  if (effect.sessionKind && effect.sessionKind !== kind) return false;
  if (effect.part !== undefined && parts[effect.part] !== true) return false;
  return !effect.when || evaluateCondition(effect.when, ctx, guards).result;
}

type Fill = { widget: string; choice: string; effect: ChoiceEffect };

/** The facts after effects: each effect's facts as the caller declares them (`opts.effectFacts`, by effect name). */
function afterEffects(facts: Readonly<Record<string, Scalar>>, effects: readonly Effect[], effectFacts: JourneyOptions['effectFacts']): Readonly<Record<string, Scalar>> {
  let out = facts;
  for (const e of effects) for (const name of Object.keys(e)) if (effectFacts?.[name]) out = { ...out, ...effectFacts[name] };
  return out;
}

/** True when a rule of the event sends to an external address in place of the goal (`urlFromConfig` whose `otherwise` is the goal). */
function externalInsteadOfGoal(s: JourneySearchState, step: Step, type: string): boolean {
  return stepWays(s.flow, step, { ctx: NOTHING_KNOWN, known: [] }).some(
    (way) => way.event === type && way.branches.some((b) => b.stepId === s.opts.goal && b.choices.length === 1 && b.choices[0]!.kind === 'url'),
  );
}

/** Records the state a move reaches (or the goal), as an edge from `node`; a new state is queued unless the bound is hit. */
function arrive(s: JourneySearchState, node: JourneyNode, move: JourneyMove, state: JourneyState, facts: Readonly<Record<string, Scalar>>, nextId: string, query: Record<string, string>): void {
  const marks = s.outcomeSteps.has(nextId) && !node.marks.includes(nextId) ? [...node.marks, nextId].sort() : node.marks;
  const begun = node.begun || !s.frontDoor.has(nextId);
  if (nextId === s.opts.goal) {
    s.edges.push({ from: node, to: 'goal', move });
    return;
  }
  const key = keyOf(nextId, state.session, facts, marks, begun, query);
  let target = s.seen.get(key);
  if (!target) {
    if (s.seen.size >= s.maxStates) {
      s.truncated = true;
      return;
    }
    target = { state: { stepId: nextId, session: state.session, facts, ...(Object.keys(query).length ? { query } : {}) }, marks, begun, key, parent: node, move, depth: node.depth + 1 };
    s.seen.set(key, target);
    s.queue.push(target);
  }
  s.edges.push({ from: node, to: target, move });
}

/** One move from `node`: the fills, then the event a widget sends with a choice; where the engine sends it (guards applied). */
function tryMove(s: JourneySearchState, node: JourneyNode, step: Step, widget: string, type: string, choice: string, effect: ChoiceEffect, combo: readonly Fill[]): void {
  let state = node.state;
  for (const f of combo) state = apply(state, f.effect);
  state = apply(state, effect);
  const after = contextOf(state, s.opts.config);
  // The step's blockers hold back the events they name, or (naming none) the step's main action — whatever it
  // sends (Continue, Confirm) — until the fills clear them.
  if (continueBlocker(s.flow, step.id, after, s.guards, type, true).blocked) return;
  const transition = nextStep(s.flow, step.id, { type, ...(effect.payload ?? {}) }, after, s.guards);
  const move: JourneyMove = {
    stepId: step.id,
    route: step.route,
    fills: combo.map((f) => ({ widget: f.widget, choice: f.choice })),
    event: { widget, type, choice, payload: effect.payload ?? {} },
    decidedBy: transition.explanation.decidedBy,
    to: '',
    redirects: [],
    shownWith: node.state.facts,
    shownAs: node.state.session,
  };
  let facts = afterEffects(state.facts, transition.effects, s.opts.effectFacts);
  if (transition.to.external || !transition.to.stepId) {
    // An address outside the flow: the journey ends there when it replaces the goal.
    move.to = `external:${transition.to.path}`;
    if (externalInsteadOfGoal(s, step, type)) s.edges.push({ from: node, to: 'goal', move });
    return;
  }
  const resolution = resolveStep(s.flow, transition.to.path, contextOf({ ...state, facts }, s.opts.config, queryOf(transition.to.path)), s.guards);
  if (resolution.kind !== 'step') return;
  // The step is shown at the resolved address: its query (a login's `redirect`) is what the step's rules read.
  const query = queryOf(resolution.path);
  facts = afterEffects(facts, resolution.effects, s.opts.effectFacts);
  move.to = resolution.step.id;
  move.redirects = resolution.redirects.map((r) => r.explanation.decidedBy);
  arrive(s, node, move, state, facts, resolution.step.id, query);
}

/** Every move from a state: each event a shown widget sends (each choice offered), after every combination of fills. */
function explore(s: JourneySearchState, node: JourneyNode): void {
  const step = s.byId.get(node.state.stepId);
  if (!step) return;
  const ctx = contextOf(node.state, s.opts.config);
  const shown = resolveWidgets(step, ctx, s.guards);
  const fillOptions = shown
    .map((w) => ({
      widget: w.widget,
      choices: Object.entries(s.opts.widgets[w.widget]?.fills ?? {}).filter(([, e]) => available(e, ctx, s.guards, s.opts.session, w.parts)),
    }))
    .filter((o) => o.choices.length > 0);
  const combos = fillCombinations(fillOptions);
  for (const w of shown) {
    for (const [type, choices] of Object.entries(s.opts.widgets[w.widget]?.sends ?? {})) {
      if (!step.on?.[type]) continue;
      for (const [choice, effect] of Object.entries(choices)) {
        if (!available(effect, ctx, s.guards, s.opts.session, w.parts)) continue;
        for (const combo of combos) tryMove(s, node, step, w.widget, type, choice, effect, combo);
      }
    }
  }
}

/** One shortest journey per outcome: BFS order makes the first goal edge per outcome a shortest one. */
function journeysOf(s: JourneySearchState, goalEdges: readonly JourneyEdge[]): Journey[] {
  const journeys = new Map<string, Journey>();
  for (const e of goalEdges) {
    const facts = e.from.state.facts;
    const outcome: Record<string, Scalar> = {};
    for (const f of s.opts.outcomeFacts ?? []) outcome[f] = facts[f] ?? null;
    if (s.outcomeSteps.size) outcome.steps = e.from.marks.join('+') || null;
    const key = JSON.stringify(outcome);
    if (journeys.has(key)) continue;
    const moves = [...pathOf(e.from), e.move];
    journeys.set(key, { session: s.opts.session, outcome, facts, moves, steps: [s.opts.start, ...moves.map((m) => m.to)] });
  }
  return [...journeys.values()];
}

/**
 * Model-checks a flow for one configuration and session kind: explores abstract states (step ×
 * session × booking facts) breadth first from `start`, following only what the widgets on each step
 * can send (their `sends`, after any combination of their `fills`), held back while a blocker holds, and
 * applying guards on entry, up to `maxStates`. Promises, deterministically for the same inputs:
 * - `journeys`: one shortest journey to `goal` (or to an external address a rule sends to instead of
 *   it) per outcome (`outcomeFacts` values and `outcomeSteps` visited), each move naming the rule that
 *   decided it;
 * - `violations`, on moves that lie on some journey (their destination can still reach the goal):
 *   `guard-on-path` when a guard redirects on entering the step a move leads to, `back-to-start` when
 *   a move leads back to a `frontDoor` step after the journey left it; and `no-journey` when the
 *   goal cannot be reached at all, naming the deepest step reached and the rule that led there.
 * A rule's or a guard's effects change the facts only as `opts.effectFacts` declares (the engine knows no fact).
 */
export function findJourneys(written: Flow, opts: JourneyOptions): JourneySearch {
  const flow = expandFlow(written);
  const start: JourneyState = { stepId: opts.start, session: sessionOf(opts.session), facts: { ...opts.initialFacts } };
  const root: JourneyNode = { state: start, marks: [], begun: false, key: keyOf(start.stepId, start.session, start.facts, [], false), parent: null, move: null, depth: 0 };
  const s: JourneySearchState = {
    flow,
    opts,
    guards: opts.guards as GuardImpls,
    byId: new Map<string, Step>(flow.steps.map((st) => [st.id, st])),
    maxStates: opts.maxStates ?? 20_000,
    frontDoor: new Set(opts.frontDoor),
    outcomeSteps: new Set(opts.outcomeSteps ?? []),
    seen: new Map<string, JourneyNode>([[root.key, root]]),
    queue: [root],
    edges: [],
    truncated: false,
  };
  for (let i = 0; i < s.queue.length; i++) explore(s, s.queue[i]!);
  const goalEdges = s.edges.filter((e) => e.to === 'goal').sort((a, b) => a.from.depth - b.from.depth);
  return { journeys: journeysOf(s, goalEdges), violations: journeyViolations(s, goalEdges), statesExplored: s.seen.size, truncated: s.truncated };
}
