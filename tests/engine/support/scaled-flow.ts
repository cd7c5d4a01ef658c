/**
 * A flow k times the size of `flow`, for the growth benchmark (issue 28, item 3): k copies of its steps, each copy's
 * ids suffixed and routes prefixed, chained so that a copy's way to the goal leads to the next copy's start instead
 * (only the last copy reaches the goal). Journeys then cross every copy, as in a flow k times as long.
 */
import { expandFlow, expandRules, type Flow, type Step } from '../../../src/engine';

/** Replaces, anywhere in `value`, each string that `rename` maps (step ids where a target or redirect names one). */
function renameTargets(value: unknown, rename: (id: string) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => renameTargets(v, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (['to', 'redirect', 'step', 'otherwise'].includes(key) && typeof v === 'string') out[key] = rename(v) ?? v;
    else out[key] = renameTargets(v, rename);
  }
  return out;
}

/** `flow` (1×) or k chained copies of it (see the module's comment). */
export function scaledFlow(written: Flow, k: number): Flow {
  const flow = expandFlow(written);
  if (k === 1) return flow;
  const ids = new Set(flow.steps.map((s) => s.id));
  const start = flow.journeys?.start ?? flow.entry[0]!;
  const goal = flow.journeys?.goal ?? 'finished';
  const idIn = (id: string, j: number) => (j === 0 ? id : `${id}-c${j}`);
  const steps: Step[] = [];
  for (let j = 0; j < k; j++) {
    const rename = (id: string) => {
      if (!ids.has(id)) return undefined;
      // Every copy but the last goes on to the next copy's start where it would reach the goal.
      if (id === goal && j < k - 1) return idIn(start, j + 1);
      return idIn(id, j);
    };
    for (const step of flow.steps) {
      // Rule lists are inlined, so each copy's rules name its own steps.
      const on = Object.fromEntries(Object.entries(step.on ?? {}).map(([event, rules]) => [event, { ...rules, rules: expandRules(flow, rules.rules) }]));
      const copy = renameTargets({ ...step, on }, rename) as Step;
      steps.push({ ...copy, id: idIn(step.id, j), route: j === 0 ? step.route : `/c${j}${step.route === '/' ? '' : step.route}`, entry: j === 0 ? step.entry : undefined });
    }
  }
  const messages = { ...(flow.messages ?? {}) };
  return { ...flow, steps, messages, journeys: flow.journeys && { ...flow.journeys, goal: idIn(goal, k - 1) } } as Flow;
}
