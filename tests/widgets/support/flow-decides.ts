/**
 * What the booking flow decides for a widget, as the step renderer gets it from the engine: its options (computed ones
 * computed) and parts for a provider configuration, a session and booking facts, and the provider's content. Widget
 * tests render with these, so they prove the flow's decision and the widget together (not a hand-made `parts`).
 */
import flowJson from '../../../flows/booking.flow.json';
import { bookingGuards } from '../../../src/booking/guards';
import { expandFlow, resolveWidgets, type Flow, type FlowContext, type Scalar } from '../../../src/engine';
import { providerContent } from '../../../src/renderer/provider-content';

const flow = expandFlow(flowJson as unknown as Flow);

export interface FlowDecision {
  options: Record<string, unknown>;
  parts: Record<string, boolean>;
  content: ReturnType<typeof providerContent>;
}

/**
 * The options and parts the flow gives `widget` on `stepId` (its first use shown there) for `config`, the session
 * and the booking facts. Throws when the step does not show the widget in that context.
 */
export function flowDecides(
  stepId: string,
  widget: string,
  config: Readonly<Record<string, unknown>>,
  { session = { signedIn: false, guest: false }, booking = {}, query = {} }: { session?: FlowContext['session']; booking?: Record<string, Scalar>; query?: Record<string, string> } = {},
): FlowDecision {
  const step = flow.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`the booking flow has no step ${stepId}`);
  const ctx: FlowContext = { config: config as Record<string, unknown>, session, booking, query };
  const use = resolveWidgets(step, ctx, bookingGuards).find((w) => w.widget === widget);
  if (!use) throw new Error(`step ${stepId} does not show ${widget} here`);
  return { options: use.options, parts: use.parts, content: providerContent(config) };
}
