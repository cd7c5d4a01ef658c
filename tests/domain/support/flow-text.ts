/**
 * The flow's messages as flows/booking.flow.json writes them, for domain tests: a validator returns a key, and
 * what the customer reads is the flow's text of that key (placeholders filled by `fillMessage`, as a widget's
 * `text` does). Step messages are included (a step's own over the flow's when `stepId` is given).
 */
import flow from '../../../flows/booking.flow.json';
import { fillMessage } from '../../../src/domain/fill-message';

interface WrittenFlow {
  messages: Record<string, string>;
  steps: { id: string; messages?: Record<string, string> }[];
}

export const bookingFlow = flow as unknown as WrittenFlow;

/** Where the flow defines `key`: 'flow' for a flow-level message, else the ids of the steps that define it. */
export function whereDefined(key: string): string[] {
  const where = bookingFlow.messages[key] !== undefined ? ['flow'] : [];
  for (const step of bookingFlow.steps) if (step.messages?.[key] !== undefined) where.push(step.id);
  return where;
}

/** The flow's raw text of `key` (flow-level, else the first step that defines it); throws when the flow lacks it. */
export function flowTemplate(key: string, stepId?: string): string {
  const step = stepId ? bookingFlow.steps.find((s) => s.id === stepId) : bookingFlow.steps.find((s) => s.messages?.[key] !== undefined);
  const text = (stepId ? step?.messages?.[key] : undefined) ?? bookingFlow.messages[key] ?? step?.messages?.[key];
  if (text === undefined) throw new Error(`flows/booking.flow.json has no message "${key}"`);
  return text;
}

/** What a customer reads for `key` with `vars` (a widget's `text(key, vars)`). */
export function flowText(key: string, vars?: Readonly<Record<string, unknown>>): string {
  return fillMessage(flowTemplate(key), vars);
}
