import { expandFlow } from './expand-flow';
import { continueBlocker } from './continue-blocker';
import { evaluateCondition } from './evaluate-condition';
import { expandRules } from './expand-rules';
import { nextStep } from './next-step';
import { resolveStep } from './resolve-step';
import { resolveWidgets } from './resolve-widgets';
import type {
  ChoiceEffect,
  Journey,
  JourneyMove,
  JourneyOptions,
  JourneySearch,
  JourneyState,
  JourneyViolation,
  SessionKind,
} from './journey-types';
import type { Flow, FlowContext, GuardImpls, Scalar, Step } from './types';

interface Node {
  state: JourneyState;
  /** Outcome steps visited so far, sorted. */
  marks: string[];
  /** Left the front door (a step outside `frontDoor` was shown). */
  begun: boolean;
  key: string;
  parent: Node | null;
  move: JourneyMove | null;
  depth: number;
}

interface Edge {
  from: Node;
  to: Node | 'goal';
  move: JourneyMove;
}

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

function pathOf(node: Node): JourneyMove[] {
  const moves: JourneyMove[] = [];
  for (let n: Node | null = node; n?.move; n = n.parent) moves.unshift(n.move);
  return moves;
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
 */
export function findJourneys(written: Flow, opts: JourneyOptions): JourneySearch {
  const flow = expandFlow(written);
  const guards = opts.guards as GuardImpls;
  const byId = new Map<string, Step>(flow.steps.map((s) => [s.id, s]));
  const maxStates = opts.maxStates ?? 20_000;
  const frontDoor = new Set(opts.frontDoor);
  const outcomeSteps = new Set(opts.outcomeSteps ?? []);
  const start: JourneyState = { stepId: opts.start, session: sessionOf(opts.session), facts: { ...opts.initialFacts } };
  const root: Node = { state: start, marks: [], begun: false, key: keyOf(start.stepId, start.session, start.facts, [], false), parent: null, move: null, depth: 0 };

  const seen = new Map<string, Node>([[root.key, root]]);
  const queue: Node[] = [root];
  const edges: Edge[] = [];
  const journeys = new Map<string, Journey>();
  let truncated = false;

  const outcomeOf = (facts: Readonly<Record<string, Scalar>>, marks: string[]): Record<string, Scalar> => {
    const out: Record<string, Scalar> = {};
    for (const f of opts.outcomeFacts ?? []) out[f] = facts[f] ?? null;
    if (outcomeSteps.size) out.steps = marks.join('+') || null;
    return out;
  };

  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    const step = byId.get(node.state.stepId);
    if (!step) continue;
    const ctx = contextOf(node.state, opts.config);
    const shown = resolveWidgets(step, ctx, guards);
    const fillOptions = shown
      .map((w) => ({
        widget: w.widget,
        choices: Object.entries(opts.widgets[w.widget]?.fills ?? {}).filter(([, e]) => available(e, ctx, guards, opts.session, w.parts)),
      }))
      .filter((o) => o.choices.length > 0);
    const combos = fillCombinations(fillOptions);

    for (const w of shown) {
      for (const [type, choices] of Object.entries(opts.widgets[w.widget]?.sends ?? {})) {
        if (!step.on?.[type]) continue;
        for (const [choice, effect] of Object.entries(choices)) {
          if (!available(effect, ctx, guards, opts.session, w.parts)) continue;
          for (const combo of combos) {
            let state = node.state;
            for (const f of combo) state = apply(state, f.effect);
            state = apply(state, effect);
            const after = contextOf(state, opts.config);
            // The step's blockers hold back the events they name, or (naming none) the step's main action — whatever it
            // sends (Continue, Confirm) — until the fills clear them.
            if (continueBlocker(flow, step.id, after, guards, type, true).blocked) continue;
            const event = { type, ...(effect.payload ?? {}) };
            const transition = nextStep(flow, step.id, event, after, guards);
            const move: JourneyMove = {
              stepId: step.id,
              route: step.route,
              fills: combo.map((f) => ({ widget: f.widget, choice: f.choice })),
              event: { widget: w.widget, type, choice, payload: effect.payload ?? {} },
              decidedBy: transition.explanation.decidedBy,
              to: '',
              redirects: [],
            };
            let facts = state.facts;
            for (const e of transition.effects) if ('clearCart' in e) facts = { ...facts, cartEmpty: true };

            if (transition.to.external || !transition.to.stepId) {
              // An address outside the flow: the journey ends there when it replaces the goal.
              move.to = `external:${transition.to.path}`;
              const goalRule = [...expandRules(flow, step.on[type]!.rules).map((r) => r.to), step.on[type]!.otherwise.to].some(
                (t) => typeof t === 'object' && 'urlFromConfig' in t && (t.otherwise === opts.goal || (typeof t.otherwise === 'object' && 'step' in t.otherwise && t.otherwise.step === opts.goal)),
              );
              if (goalRule) edges.push({ from: node, to: 'goal', move });
              continue;
            }

            const resolution = resolveStep(flow, transition.to.path, contextOf({ ...state, facts }, opts.config, queryOf(transition.to.path)), guards);
            // The step is shown at the resolved address: its query (a login's `redirect`) is what the step's rules read.
            const query = resolution.kind === 'step' ? queryOf(resolution.path) : {};
            if (resolution.kind !== 'step') continue;
            for (const e of resolution.effects) if ('clearCart' in e) facts = { ...facts, cartEmpty: true };
            move.to = resolution.step.id;
            move.redirects = resolution.redirects.map((r) => r.explanation.decidedBy);
            const nextId = resolution.step.id;
            const marks = outcomeSteps.has(nextId) && !node.marks.includes(nextId) ? [...node.marks, nextId].sort() : node.marks;
            const begun = node.begun || !frontDoor.has(nextId);
            if (nextId === opts.goal) {
              edges.push({ from: node, to: 'goal', move });
              continue;
            }
            const key = keyOf(nextId, state.session, facts, marks, begun, query);
            let target = seen.get(key);
            if (!target) {
              if (seen.size >= maxStates) {
                truncated = true;
                continue;
              }
              target = { state: { stepId: nextId, session: state.session, facts, ...(Object.keys(query).length ? { query } : {}) }, marks, begun, key, parent: node, move, depth: node.depth + 1 };
              seen.set(key, target);
              queue.push(target);
            }
            edges.push({ from: node, to: target, move });
          }
        }
      }
    }
  }

  // Journeys: BFS order makes the first goal edge per outcome a shortest one.
  const goalEdges = edges.filter((e) => e.to === 'goal').sort((a, b) => a.from.depth - b.from.depth);
  for (const e of goalEdges) {
    const facts = e.from.state.facts;
    const marks = e.from.marks;
    const outcome = outcomeOf(facts, marks);
    const key = JSON.stringify(outcome);
    if (journeys.has(key)) continue;
    const moves = [...pathOf(e.from), e.move];
    journeys.set(key, { session: opts.session, outcome, facts, moves, steps: [opts.start, ...moves.map((m) => m.to)] });
  }

  // States that can still reach the goal (backwards over the edges).
  const canFinish = new Set<Node>(goalEdges.map((e) => e.from));
  for (let changed = true; changed; ) {
    changed = false;
    for (const e of edges) {
      if (e.to !== 'goal' && canFinish.has(e.to) && !canFinish.has(e.from)) {
        canFinish.add(e.from);
        changed = true;
      }
    }
  }

  const violations: JourneyViolation[] = [];
  const reported = new Set<string>();
  const report = (v: JourneyViolation) => {
    const key = `${v.kind}|${v.stepId}|${v.ruleId}`;
    if (reported.has(key)) return;
    reported.add(key);
    violations.push(v);
  };
  const ordered = [...edges].sort((a, b) => a.from.depth - b.from.depth);
  for (const e of ordered) {
    if (e.to !== 'goal' && !canFinish.has(e.to)) continue;
    const { move } = e;
    if (move.redirects.length) {
      report({
        kind: 'guard-on-path',
        session: opts.session,
        stepId: move.stepId,
        ruleId: move.decidedBy,
        message: `${move.event.type} (${move.event.choice}) on "${move.stepId}" → rule ${move.decidedBy} leads to a step whose guard ${move.redirects.join(' → ')} redirects it to "${move.to}"`,
      });
    }
    if (e.from.begun && !frontDoor.has(move.stepId) && e.to !== 'goal' && frontDoor.has(move.to)) {
      report({
        kind: 'back-to-start',
        session: opts.session,
        stepId: move.stepId,
        ruleId: move.redirects.at(-1) ?? move.decidedBy,
        message: `${move.event.type} (${move.event.choice}) on "${move.stepId}" → rule ${move.decidedBy}${move.redirects.length ? `, guard ${move.redirects.join(' → ')}` : ''} sends the customer back to "${move.to}" after the booking began`,
      });
    }
  }
  if (!goalEdges.length) {
    const deepest = [...seen.values()].filter((n) => n.move).sort((a, b) => b.depth - a.depth || (a.key < b.key ? -1 : 1))[0];
    const last = deepest?.move;
    report({
      kind: 'no-journey',
      session: opts.session,
      stepId: last?.stepId ?? opts.start,
      ruleId: last ? (last.redirects.at(-1) ?? last.decidedBy) : '(none)',
      message: last
        ? `no journey reaches "${opts.goal}"; the longest goes ${[opts.start, ...pathOf(deepest).map((m) => m.to)].join(' → ')} and ends after rule ${last.decidedBy}${last.redirects.length ? `, guard ${last.redirects.join(' → ')}` : ''}`
        : `no journey leaves "${opts.start}"`,
    });
  }

  return { journeys: [...journeys.values()], violations, statesExplored: seen.size, truncated };
}
