/**
 * Step texts for widget tests, as the step renderer resolves them: the flow's messages with the step's
 * own (its template's included) over them (flows/booking.flow.json), looked up by a `text` function that throws on an unknown key.
 */
import flowJson from '../../../flows/booking.flow.json';
import { expandFlow, formatMessage, type Flow } from '../../../src/engine';

export type Messages = Record<string, string>;

/** The flow as the engine runs it: a step's texts include those of the template it extends. */
const flow = expandFlow(flowJson as unknown as Flow) as unknown as { messages?: Messages; steps: { id: string; messages?: Messages }[] };

/**
 * The texts a step can resolve: the flow's messages, then the step's. An unknown step gives the flow's
 * messages alone, unless `requireStep`, which throws `no step …`.
 */
export function stepTexts(stepId: string, { requireStep = false }: { requireStep?: boolean } = {}): Messages {
  const step = flow.steps.find((s) => s.id === stepId);
  if (!step && requireStep) throw new Error(`no step ${stepId}`);
  return { ...flow.messages, ...(step?.messages ?? {}) };
}

/**
 * A widget's `text` over a message table: throws `no message <key>` (plus ` in step <step>` when `step`
 * is given) on an unknown key. Placeholders are filled from the call's `vars` (`{code}`) and, with `config`,
 * `{config.*}` as the renderer does; a placeholder with no value stays as written.
 */
export function textFrom(
  table: Messages,
  { config, step }: { config?: Record<string, unknown>; step?: string } = {},
): (key: string, vars?: Readonly<Record<string, unknown>>) => string {
  return (key, vars) => {
    const t = table[key];
    if (t === undefined) throw new Error(step === undefined ? `no message ${key}` : `no message ${key} in step ${step}`);
    return config === undefined && vars === undefined ? t : formatMessage(t, { ...vars, ...(config ? { config } : {}) });
  };
}
