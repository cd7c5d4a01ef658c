import type { Flow } from './types';

/**
 * Returns the raw text of a message key for a step: the step's own messages first, then the
 * flow's. Throws when the key is unknown (the flow checker reports such keys before run time).
 */
export function messageText(flow: Flow, stepId: string | null, key: string): string {
  const step = stepId ? flow.steps.find((s) => s.id === stepId) : undefined;
  const text = step?.messages?.[key] ?? flow.messages?.[key];
  if (text === undefined) throw new Error(`Flow "${flow.id}" has no message "${key}"${stepId ? ` for step "${stepId}"` : ''}.`);
  return text;
}

function lookup(vars: Record<string, unknown>, path: string): unknown {
  let cur: unknown = vars;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * Fills `{name}` and `{a.b}` placeholders from `vars`; a placeholder with no value stays as written,
 * so a missing value is visible instead of silently empty. Values are inserted as text.
 */
export function formatMessage(template: string, vars: Record<string, unknown> = {}): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (whole, path: string) => {
    const v = lookup(vars, path);
    return v === undefined || v === null || typeof v === 'object' ? whole : String(v);
  });
}
