import { expandFlow } from './expand-flow';
import { evaluateCondition } from './evaluate-condition';
import { expandRules } from './expand-rules';
import { resolveTarget } from './resolve-target';
import type { Flow, FlowContext, FlowEvent, GuardImpls, RuleTrace, Transition } from './types';
import { stepById } from './step-by-id';

/**
 * Decides where an event on a step leads: the first rule of `step.on[event.type]` (rule lists it
 * `use`s expanded in place) whose condition holds, else the mandatory `otherwise`. Promises: a destination (a step of the flow, or a safe
 * same-origin path from a query parameter), the rule's effects, and an explanation listing every
 * rule looked at with its condition's values; `explanation.decidedBy` is the rule that decided.
 * Throws when the step does not exist or has no rules for the event.
 */
export function nextStep(
  written: Flow,
  stepId: string,
  event: FlowEvent,
  ctx: FlowContext,
  guards: GuardImpls,
  params: Record<string, string> = {},
): Transition {
  const flow = expandFlow(written);
  const step = stepById(flow, stepId);
  if (!step) throw new Error(`Flow "${flow.id}" has no step "${stepId}".`);
  const handlers = step.on?.[event.type];
  if (!handlers) throw new Error(`Step "${stepId}" of flow "${flow.id}" has no rules for the event "${event.type}".`);
  const trace: RuleTrace[] = [];
  for (const rule of expandRules(flow, handlers.rules)) {
    const condition = evaluateCondition(rule.when, ctx, guards, event);
    trace.push({ id: rule.id, kind: 'rule', matched: condition.result, condition, note: rule.note });
    if (condition.result) {
      return {
        to: resolveTarget(flow, rule.to, ctx, event, params),
        effects: rule.effects ?? [],
        explanation: { stepId, trace, decidedBy: rule.id },
      };
    }
  }
  const fallback = handlers.otherwise;
  trace.push({ id: fallback.id, kind: 'otherwise', matched: true, note: fallback.note });
  return {
    to: resolveTarget(flow, fallback.to, ctx, event, params),
    effects: fallback.effects ?? [],
    explanation: { stepId, trace, decidedBy: fallback.id },
  };
}
