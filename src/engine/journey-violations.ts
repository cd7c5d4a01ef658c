import { pathOf, type JourneyEdge, type JourneyNode, type JourneySearchState } from './journey-graph';
import type { JourneyViolation } from './journey-types';

/** States that can still reach the goal (backwards over the edges). */
function finishers(edges: readonly JourneyEdge[], goalEdges: readonly JourneyEdge[]): Set<JourneyNode> {
  const canFinish = new Set<JourneyNode>(goalEdges.map((e) => e.from));
  for (let changed = true; changed; ) {
    changed = false;
    for (const e of edges) {
      if (e.to !== 'goal' && canFinish.has(e.to) && !canFinish.has(e.from)) {
        canFinish.add(e.from);
        changed = true;
      }
    }
  }
  return canFinish;
}

/**
 * The broken journey invariants of a finished search, each once (kind, step, rule), in breadth-first order, on moves
 * that lie on some journey (their destination can still reach the goal): `guard-on-path` (a guard redirects on
 * entering the step a move leads to), `back-to-start` (a move leads back to a `frontDoor` step after the journey
 * left it); and `no-journey` when no edge reaches the goal, naming the deepest state and the rule that led there.
 */
export function journeyViolations(s: JourneySearchState, goalEdges: readonly JourneyEdge[]): JourneyViolation[] {
  const canFinish = finishers(s.edges, goalEdges);
  const { opts, frontDoor } = s;
  const violations: JourneyViolation[] = [];
  const reported = new Set<string>();
  const report = (v: JourneyViolation) => {
    const key = `${v.kind}|${v.stepId}|${v.ruleId}`;
    if (reported.has(key)) return;
    reported.add(key);
    violations.push(v);
  };
  const ordered = [...s.edges].sort((a, b) => a.from.depth - b.from.depth);
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
  if (!goalEdges.length) report(noJourney(s));
  return violations;
}

/** The `no-journey` violation: the deepest state reached and the rule that led there. */
function noJourney(s: JourneySearchState): JourneyViolation {
  const { opts } = s;
  const deepest = [...s.seen.values()].filter((n) => n.move).sort((a, b) => b.depth - a.depth || (a.key < b.key ? -1 : 1))[0];
  const last = deepest?.move;
  return {
    kind: 'no-journey',
    session: opts.session,
    stepId: last?.stepId ?? opts.start,
    ruleId: last ? (last.redirects.at(-1) ?? last.decidedBy) : '(none)',
    message: last
      ? `no journey reaches "${opts.goal}"; the longest goes ${[opts.start, ...pathOf(deepest).map((m) => m.to)].join(' → ')} and ends after rule ${last.decidedBy}${last.redirects.length ? `, guard ${last.redirects.join(' → ')}` : ''}`
      : `no journey leaves "${opts.start}"`,
  };
}

