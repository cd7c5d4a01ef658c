import { expandRules } from './expand-rules';
import { partialCondition, type PartialInputs, type Tri } from './partial-condition';
import { targetBranches, type TargetBranch } from './target-branches';
import type { Condition, Flow, Step, Target } from './types';

/** One way out of a step: a guard's redirect, an event's rule (rule lists expanded) or its `otherwise`. */
export interface StepWay {
  kind: 'guard' | 'rule' | 'otherwise';
  /** The guard's or rule's id. */
  id: string;
  /** The event a rule or `otherwise` handles; null for a guard. */
  event: string | null;
  /** The condition; null for an `otherwise`. */
  when: Condition | null;
  /** The condition's value under the inputs (partialCondition); `true` for an `otherwise`. */
  holds: Tri;
  /** An earlier guard, or rule of the same event, whose condition certainly holds: this way is never taken. */
  shadowedBy: StepWay | null;
  target: Target;
  /** Where the target can lead (targetBranches under the same inputs). */
  branches: TargetBranch[];
}

/**
 * Every way out of a step, in the order the engine looks at them: its guards, then per event (in the step's
 * order) its rules with every `{ "use": list }` expanded, then its `otherwise`; each with its condition evaluated
 * partly (`partialCondition(when, inputs, event)`), the earlier way that certainly shadows it, and its target's
 * branches. Promises: for every context with the known sources' values, the guard `resolveStep` applies and the
 * rule `nextStep` takes are ways whose `holds` is not false and that no way shadows, and their destinations are
 * among those ways' branches not `taken: false`. The one target walker of the engine: the checker's analysis,
 * the prefetch and the preview's reachability are built on it. Pure; `flow` must be expanded.
 */
export function stepWays(flow: Flow, step: Step, inputs: PartialInputs): StepWay[] {
  const out: StepWay[] = [];
  const targetInputs = { flow, ctx: inputs.ctx, known: inputs.known };
  const push = (way: Omit<StepWay, 'branches' | 'shadowedBy'>, shadowedBy: StepWay | null): StepWay => {
    const full = { ...way, shadowedBy, branches: targetBranches(way.target, targetInputs) };
    out.push(full);
    return full;
  };
  let guardHolds: StepWay | null = null;
  for (const g of step.guards ?? []) {
    const way = push({ kind: 'guard', id: g.id, event: null, when: g.when, holds: partialCondition(g.when, inputs).result, target: g.redirect }, guardHolds);
    if (!guardHolds && way.holds === true) guardHolds = way;
  }
  for (const [event, handler] of Object.entries(step.on ?? {})) {
    let decided: StepWay | null = null;
    for (const rule of expandRules(flow, handler.rules)) {
      const way = push({ kind: 'rule', id: rule.id, event, when: rule.when, holds: partialCondition(rule.when, inputs, event).result, target: rule.to }, decided);
      if (!decided && way.holds === true) decided = way;
    }
    if (handler.otherwise) push({ kind: 'otherwise', id: handler.otherwise.id, event, when: null, holds: true, target: handler.otherwise.to }, decided);
  }
  return out;
}

/** The steps a way can lead to under its inputs: its branches' steps not `taken: false`, each once, in order. */
export function openSteps(way: StepWay): string[] {
  const ids: string[] = [];
  for (const b of way.branches) if (b.stepId && b.taken !== false && !ids.includes(b.stepId)) ids.push(b.stepId);
  return ids;
}
