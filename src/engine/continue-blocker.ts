import { expandFlow } from './expand-flow';
import { evaluateCondition } from './evaluate-condition';
import { formatMessage, messageText } from './format-message';
import type { Blocker, BlockerResult, Flow, FlowContext, GuardImpls, RuleTrace } from './types';
import { stepById } from './step-by-id';

/**
 * Whether a blocker holds `event` back: one of its `events`; without `events`, the step's main action — `continue` in
 * the app (`mainAction: false`), whatever the step sends in the journey model (`mainAction: true`: a widget whose main
 * button does its own work first, like the review's Confirm, shows the blocker and sends only once it is free).
 */
function holdsEvent(blocker: Blocker, event: string, mainAction = false): boolean {
  return blocker.events ? blocker.events.includes(event) : mainAction || event === 'continue';
}

/**
 * Says whether Continue is blocked on a step and why: the first blocker whose condition holds
 * gives its message (placeholders filled from the context, e.g. {config.minimum_appointment_amount_dollars})
 * and how the step shows it (`showOnPress`). With `event`, only the blockers that hold that event back are looked
 * at (what the step refuses when a widget sends it; with `mainAction`, a blocker naming no events holds any event, as
 * the journey model reads it); without, every blocker (the step's main action, as its widgets show it). Promises: `blocked` is true exactly when `message` is not null; `showOnPress` only when blocked; the
 * explanation lists the blockers looked at.
 */
export function continueBlocker(written: Flow, stepId: string, ctx: FlowContext, guards: GuardImpls, event?: string, mainAction = false): BlockerResult {
  const flow = expandFlow(written);
  const step = stepById(flow, stepId);
  if (!step) throw new Error(`Flow "${flow.id}" has no step "${stepId}".`);
  const trace: RuleTrace[] = [];
  for (const blocker of step.blockers ?? []) {
    if (event !== undefined && !holdsEvent(blocker, event, mainAction)) continue;
    const condition = evaluateCondition(blocker.when, ctx, guards);
    trace.push({ id: blocker.id, kind: 'blocker', matched: condition.result, condition });
    if (condition.result) {
      const message = formatMessage(messageText(flow, stepId, blocker.message), { ...ctx });
      return { blocked: true, message, showOnPress: blocker.show === 'onPress', explanation: { stepId, trace, decidedBy: blocker.id } };
    }
  }
  return { blocked: false, message: null, showOnPress: false, explanation: { stepId, trace, decidedBy: 'none' } };
}
