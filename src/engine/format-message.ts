import { fillMessage } from '../domain/fill-message';
import { expandFlow } from './expand-flow';
import type { Flow } from './types';
import { stepById } from './step-by-id';

/**
 * Returns the raw text of a message key for a step: the step's own messages first, then the
 * flow's. Throws when the key is unknown (the flow checker reports such keys before run time).
 */
export function messageText(written: Flow, stepId: string | null, key: string): string {
  const flow = expandFlow(written);
  const step = stepId ? stepById(flow, stepId) : undefined;
  const text = step?.messages?.[key] ?? flow.messages?.[key];
  if (text === undefined) throw new Error(`Flow "${flow.id}" has no message "${key}"${stepId ? ` for step "${stepId}"` : ''}.`);
  return text;
}

/**
 * Fills `{name}` and `{a.b}` placeholders from `vars`; a placeholder with no value stays as written,
 * so a missing value is visible instead of silently empty. Values are inserted as text. The one filler
 * of the project (src/domain/fill-message.ts), which widgets and validators use too.
 */
export const formatMessage: (template: string, vars?: Readonly<Record<string, unknown>>) => string = fillMessage;
