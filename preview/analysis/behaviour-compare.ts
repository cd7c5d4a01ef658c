/**
 * Comparing two analyses of the same flow: which steps change status and which journeys appear, disappear
 * or take another path. Shared by the blast radius and the semantic diff.
 */
import type { JourneySummary, ProviderJourneySummary, StepReachability, StepStatus } from './analysis-types';
import { journeysByLabel } from './journeys-for';

export interface StepChange {
  stepId: string;
  route: string;
  before: StepStatus;
  after: StepStatus;
  /** For a step that disappears, why it is unreachable after; for one that appears, why it was before. */
  reason?: string;
}

export interface StepChanges {
  /** Unreachable before, reachable or by link after. */
  appear: StepChange[];
  /** Reachable or by link before, unreachable after. */
  disappear: StepChange[];
  /** Reachable from the front door on one side, only by link on the other. */
  moved: StepChange[];
}

interface JourneyChange {
  label: string;
  before: JourneySummary;
  after: JourneySummary;
}

export interface JourneyChanges {
  appear: JourneySummary[];
  disappear: JourneySummary[];
  /** The same label (session kind and outcome) through other steps. */
  changed: JourneyChange[];
  /** Why one side has no journeys at all (churned), when only that side says so. */
  skippedBefore?: string;
  skippedAfter?: string;
}

/** Steps whose status differs between `before` and `after` (matched by step id, in `after`'s order). */
export function stepChanges(before: readonly StepReachability[], after: readonly StepReachability[]): StepChanges {
  const old = new Map(before.map((s) => [s.stepId, s]));
  const out: StepChanges = { appear: [], disappear: [], moved: [] };
  for (const now of after) {
    const was = old.get(now.stepId);
    if (!was || was.status === now.status) continue;
    const change = { stepId: now.stepId, route: now.route, before: was.status, after: now.status };
    if (was.status === 'unreachable') out.appear.push({ ...change, ...(was.reason ? { reason: was.reason } : {}) });
    else if (now.status === 'unreachable') out.disappear.push({ ...change, ...(now.reason ? { reason: now.reason } : {}) });
    else out.moved.push({ ...change, ...(now.reason ?? was.reason ? { reason: now.reason ?? was.reason } : {}) });
  }
  return out;
}

/** Journeys by label: those only after, only before, and those with another step sequence. */
export function journeyChanges(before: ProviderJourneySummary, after: ProviderJourneySummary): JourneyChanges {
  const a = journeysByLabel(before);
  const b = journeysByLabel(after);
  const out: JourneyChanges = {
    appear: [...b.values()].filter((j) => !a.has(j.label)),
    disappear: [...a.values()].filter((j) => !b.has(j.label)),
    changed: [...b.values()]
      .filter((j) => a.has(j.label) && a.get(j.label)!.steps.join('>') !== j.steps.join('>'))
      .map((j) => ({ label: j.label, before: a.get(j.label)!, after: j })),
  };
  if (before.skipped !== after.skipped) {
    if (before.skipped) out.skippedBefore = before.skipped;
    if (after.skipped) out.skippedAfter = after.skipped;
  }
  return out;
}

/** True when nothing in the step or journey changes. */
export function noChange(steps: StepChanges, journeys: JourneyChanges): boolean {
  return (
    !steps.appear.length &&
    !steps.disappear.length &&
    !steps.moved.length &&
    !journeys.appear.length &&
    !journeys.disappear.length &&
    !journeys.changed.length &&
    !journeys.skippedBefore &&
    !journeys.skippedAfter
  );
}
