/**
 * Stories only: a `text(key, vars)` that reads the flow's messages as flows/booking.flow.json writes them (a step's
 * own over the flow's), placeholders filled by `fillMessage` from `vars` (a `{config.…}` placeholder stays as
 * written). Widgets always get their `text` from the renderer; this lets a story show the flow's words without
 * copying them.
 */
import flow from '../../../flows/booking.flow.json';
import { fillMessage } from '../../domain/fill-message';

const written = flow as unknown as { messages: Record<string, string>; steps: { id: string; messages?: Record<string, string> }[] };

/** The flow's text of `key` (of step `stepId` first), filled from `vars`; `[missing message: key]` when the flow lacks it. */
export function flowStoryText(stepId?: string): (key: string, vars?: Readonly<Record<string, unknown>>) => string {
  const table: Record<string, string> = { ...written.messages, ...written.steps.find((s) => s.id === stepId)?.messages };
  return (key, vars) => (table[key] === undefined ? `[missing message: ${key}]` : fillMessage(table[key], vars));
}
