import { evaluateCondition } from './evaluate-condition';
import type { FlowContext, GuardImpls, Step, WidgetUse } from './types';

/** The widgets of a step whose `when` holds (or that have none), in declaration order, as the flow writes them. */
export function visibleWidgets(step: Step, ctx: FlowContext, guards: GuardImpls): WidgetUse[] {
  return step.widgets.filter((w) => w.when === undefined || evaluateCondition(w.when, ctx, guards).result);
}
