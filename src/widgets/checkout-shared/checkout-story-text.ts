/**
 * Stories only: a `text(key, vars)` over the flow's messages as flows/booking.flow.json writes them — the flow's,
 * then the `checkout` template's (the review steps share them), then the step's own — placeholders filled by
 * `fillMessage` from `vars`. Widgets always get their `text` from the renderer; this lets the checkout stories show
 * the flow's words without copying them.
 */
import flow from '../../../flows/booking.flow.json';
import { fillMessage } from '../../domain/fill-message';

type Messages = Record<string, string>;
const written = flow as unknown as { messages: Messages; templates?: Record<string, { messages?: Messages }>; steps: { id: string; extends?: string; messages?: Messages }[] };

/** The flow's text of `key` on step `stepId` (its template's included), filled from `vars`; `[missing message: key]` when the flow lacks it. */
export function checkoutStoryText(stepId = 'review'): (key: string, vars?: Readonly<Record<string, unknown>>) => string {
  const step = written.steps.find((s) => s.id === stepId);
  const template = step?.extends ? written.templates?.[step.extends]?.messages : undefined;
  const table: Messages = { ...written.messages, ...template, ...step?.messages };
  return (key, vars) => (table[key] === undefined ? `[missing message: ${key}]` : fillMessage(table[key], vars));
}
