import { expandFlow } from './expand-flow';
import { partialCondition, type KnownSource, type PartialInputs } from './partial-condition';
import { openSteps, stepWays } from './step-ways';
import type { Flow, FlowContext, Step } from './types';
import { stepById } from './step-by-id';

/** The context sources a condition may read that hold still while the customer is on one step. */
type FixedSource = Exclude<KnownSource, 'booking'>;

/** A step that can follow the current one, with the widgets it may show. */
export interface FollowingStep {
  stepId: string;
  /** The step's widget names whose `when` can still hold (declaration order, each name once). */
  widgets: string[];
}

export interface FollowingStepsOptions {
  /**
   * The sources taken as known for the whole stay on the step (default: `config`, `session` and `query`:
   * the provider's flags, the session kind and the URL's query). Booking facts, event fields and named guards
   * are always unknown: the customer changes them on the step.
   */
  fixed?: readonly FixedSource[];
}

const DEFAULT_FIXED: readonly FixedSource[] = ['config', 'session', 'query'];

function widgetsOf(step: Step, inputs: PartialInputs): string[] {
  const names = step.widgets.filter((w) => !w.when || partialCondition(w.when, inputs).result !== false).map((w) => w.widget);
  return [...new Set(names)];
}

/**
 * The steps that can follow `stepId` for this context: the destinations of every event the step handles whose
 * rule can still decide, given what cannot change while the customer is on the step (`options.fixed`: by default the
 * provider configuration, the session kind and the query). Conservative: a rule is left out only when its condition
 * is false on those fixed facts, or when an earlier rule of the same event is true on them; every branch a fixed fact
 * does not decide is kept. Promises: for every booking, event and
 * guard value with the same fixed facts, `nextStep`'s destination step is in the answer (an external address or a
 * path outside the flow is no step). Guards of the following steps are not applied (they are for deep links and
 * stale state, never the normal path). Each step once, in the order the step's events and rules name them (the
 * current step included when an event leads back to it); each with its widgets that can still show. Pure; an
 * unknown step gives `[]`.
 */
export function followingSteps(written: Flow, stepId: string, ctx: FlowContext, options: FollowingStepsOptions = {}): FollowingStep[] {
  const flow = expandFlow(written);
  const fixed = options.fixed ?? DEFAULT_FIXED;
  const step = stepById(flow, stepId);
  if (!step) return [];
  const inputs: PartialInputs = { ctx, known: fixed };
  const ids: string[] = [];
  for (const way of stepWays(flow, step, inputs)) {
    if (way.kind === 'guard' || way.holds === false || way.shadowedBy) continue;
    for (const id of openSteps(way)) if (!ids.includes(id)) ids.push(id);
  }
  const out: FollowingStep[] = [];
  for (const id of ids) {
    const next = stepById(flow, id);
    if (next) out.push({ stepId: id, widgets: widgetsOf(next, inputs) });
  }
  return out;
}
