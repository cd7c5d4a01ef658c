import { expandFlow } from './expand-flow';
import { evaluateCondition } from './evaluate-condition';
import { formatMessage, messageText } from './format-message';
import type { Blocker, BlockerResult, Flow, FlowContext, GuardImpls, RuleTrace } from './types';

/** The events a blocker holds back: its `events`, `continue` when it names none. */
export function heldEvents(blocker: Blocker): readonly string[] {
  return blocker.events ?? ['continue'];
}

/**
 * Says whether Continue is blocked on a step and why: the first blocker whose condition holds
 * gives its message (placeholders filled from the context, e.g. {config.minimum_appointment_amount_dollars})
 * and how the step shows it (`showOnPress`). With `event`, only the blockers that hold that event back are looked
 * at (what the step refuses when a widget sends it); without, every blocker (the step's main action, as its widgets
 * show it). Promises: `blocked` is true exactly when `message` is not null; `showOnPress` only when blocked; the
 * explanation lists the blockers looked at.
 */
export function continueBlocker(written: Flow, stepId: string, ctx: FlowContext, guards: GuardImpls, event?: string): BlockerResult {
  const flow = expandFlow(written);
  const step = flow.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`Flow "${flow.id}" has no step "${stepId}".`);
  const trace: RuleTrace[] = [];
  for (const blocker of step.blockers ?? []) {
    if (event !== undefined && !heldEvents(blocker).includes(event)) continue;
    const condition = evaluateCondition(blocker.when, ctx, guards);
    trace.push({ id: blocker.id, kind: 'blocker', matched: condition.result, condition });
    if (condition.result) {
      const message = formatMessage(messageText(flow, stepId, blocker.message), { ...ctx });
      return { blocked: true, message, showOnPress: blocker.show === 'onPress', explanation: { stepId, trace, decidedBy: blocker.id } };
    }
  }
  return { blocked: false, message: null, showOnPress: false, explanation: { stepId, trace, decidedBy: 'none' } };
}
