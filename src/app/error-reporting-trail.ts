/**
 * The last rules the flow applied, for error reports' repro descriptors (repro-descriptor.ts). Only builds that
 * record decisions feed it (mock builds whose link turns error reporting on, see setup-repro.ts): the customer
 * build builds no decisions (src/renderer/flow-provider.tsx), so there its reports carry the step and the call.
 */
import type { Decision } from '../renderer/decision';
import { DESCRIPTOR_DECISIONS, type ReproDecision } from './repro-descriptor';

const trail: ReproDecision[] = [];

/** Keeps a decision that applied a rule (its step and rule id only); the oldest go beyond the descriptor's count. */
export function recordDecisionForReports(decision: Pick<Decision, 'stepId' | 'ruleId'>): void {
  if (!decision.ruleId) return;
  trail.push({ step: decision.stepId, rule: decision.ruleId });
  if (trail.length > DESCRIPTOR_DECISIONS) trail.splice(0, trail.length - DESCRIPTOR_DECISIONS);
}

/** The decisions kept, oldest first (a copy). */
export function decisionsForReports(): ReproDecision[] {
  return trail.slice();
}
