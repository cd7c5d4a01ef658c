import { isCases } from './walk-flow';
import type { Blocker, Condition, Flow, Guard, Rule, RuleEntry, Step, StepTemplate, WidgetUse } from './types';

/** A flow as the engine runs it, and where each part of it was written (for the checker's JSON paths). */
export interface ExpandedFlow {
  flow: Flow;
  /**
   * The JSON path in the written flow of a path in the expanded one: a part a step took from its template
   * is at `/templates/<name>/…`, a part of a named condition at `/conditions/<name>/…`; other paths are unchanged.
   */
  origin(path: string): string;
}

const cache = new WeakMap<Flow, Flow>();

/** Whether a flow is written with nothing to expand (no templates, named conditions or `extends`). */
function isPlain(flow: Flow): boolean {
  return flow.templates === undefined && flow.conditions === undefined && !flow.steps.some((s) => s.extends !== undefined);
}

/**
 * The flow as the engine runs it: each step that `extends` a template gets the template's parts (its own
 * fields win; `messages` and `on` merge by key, the step's own first and winning; `widgets`, `guards` and
 * `blockers` are the step's own followed by the template's), and each `{ "condition": name }` is replaced
 * by the flow's named condition (`conditions[name]`, itself expanded), so evaluation, explanations and the
 * analyses read the very conditions written there. The result has no `templates`, `conditions` or `extends`.
 * Promises: pure and idempotent (an expanded or plain flow is returned as it is); the same flow object gives
 * the same result object (memoized), so every engine function may call it on entry; steps keep their order
 * and index. Throws on an unknown template or named condition, or a named condition that uses itself
 * (checkFlowNames reports these first, with their paths).
 */
export function expandFlow(flow: Flow): Flow {
  const hit = cache.get(flow);
  if (hit) return hit;
  const expanded = isPlain(flow) ? flow : expandFlowWithOrigins(flow).flow;
  cache.set(flow, expanded);
  cache.set(expanded, expanded);
  return expanded;
}

/** {@link expandFlow} (not memoized), with the map from expanded JSON paths back to the written ones. */
export function expandFlowWithOrigins(flow: Flow): ExpandedFlow {
  const uses = new Map<string, string>();
  const named = flow.conditions ?? {};

  const condition = (cond: Condition, path: string, stack: readonly string[] = []): Condition => {
    if (typeof cond === 'boolean') return cond;
    if ('condition' in cond) {
      const name = cond.condition;
      const def = named[name];
      if (def === undefined) throw new Error(`Flow "${flow.id}" has no named condition "${name}" (${path}).`);
      if (stack.includes(name)) throw new Error(`Named condition "${name}" of flow "${flow.id}" uses itself: ${[...stack, name].join(' → ')}.`);
      uses.set(path, name);
      return condition(def, path, [...stack, name]);
    }
    if ('all' in cond) return { ...cond, all: cond.all.map((c, i) => condition(c, `${path}/all/${i}`, stack)) };
    if ('any' in cond) return { ...cond, any: cond.any.map((c, i) => condition(c, `${path}/any/${i}`, stack)) };
    if ('not' in cond) return { ...cond, not: condition(cond.not, `${path}/not`, stack) };
    return cond;
  };
  const when = <T extends { when: Condition }>(item: T, path: string): T => ({ ...item, when: condition(item.when, `${path}/when`) });
  /** A widget use with its `when`, its parts and its options' cases expanded. */
  const widget = (w: WidgetUse, path: string): WidgetUse => {
    const out: WidgetUse = { ...w };
    if (w.when !== undefined) out.when = condition(w.when, `${path}/when`);
    if (w.parts) out.parts = Object.fromEntries(Object.entries(w.parts).map(([part, c]) => [part, condition(c, `${path}/parts/${part}`)]));
    if (w.options && Object.values(w.options).some(isCases)) {
      out.options = Object.fromEntries(
        Object.entries(w.options).map(([name, v]) => [
          name,
          isCases(v) ? { ...v, cases: v.cases.map((c, k) => ({ ...c, when: condition(c.when, `${path}/options/${name}/cases/${k}/when`) })) } : v,
        ]),
      );
    }
    return out;
  };
  const rules = (entries: RuleEntry[], path: string): RuleEntry[] => entries.map((r, j) => ('use' in r ? r : when(r, `${path}/${j}`)));

  const steps = flow.steps.map((written, i) => {
    const base = `/steps/${i}`;
    const step = withTemplate(flow, written);
    const out: Step = {
      ...step,
      widgets: step.widgets.map((w, j) => widget(w, `${base}/widgets/${j}`)),
    };
    if (step.guards) out.guards = step.guards.map((g: Guard, j) => when(g, `${base}/guards/${j}`));
    if (step.blockers) out.blockers = step.blockers.map((b: Blocker, j) => when(b, `${base}/blockers/${j}`));
    if (step.on) {
      out.on = Object.fromEntries(Object.entries(step.on).map(([ev, r]) => [ev, { ...r, rules: rules(r.rules, `${base}/on/${ev}/rules`) }]));
    }
    return out;
  });

  const expanded: Flow = { ...flow, steps };
  if (flow.sidebar?.parts) {
    expanded.sidebar = { ...flow.sidebar, parts: Object.fromEntries(Object.entries(flow.sidebar.parts).map(([part, c]) => [part, condition(c, `/sidebar/parts/${part}`)])) };
  }
  delete expanded.templates;
  delete expanded.conditions;
  if (flow.ruleLists) {
    expanded.ruleLists = Object.fromEntries(
      Object.entries(flow.ruleLists).map(([name, list]) => [name, list.map((r: Rule, j) => when(r, `/ruleLists/${name}/${j}`))]),
    );
  }

  // The innermost named condition a path lies in decides; the rest of the path is inside its definition.
  const origin = (path: string): string => {
    let best: string | null = null;
    for (const at of uses.keys()) if ((path === at || path.startsWith(`${at}/`)) && (best === null || at.length > best.length)) best = at;
    return best === null ? templateOrigin(flow, path) : `/conditions/${uses.get(best)}${path.slice(best.length)}`;
  };
  return { flow: expanded, origin };
}

/** The step with its template's parts (see expandFlow); the step itself when it extends none. */
function withTemplate(flow: Flow, step: Step): Step {
  if (step.extends === undefined) return step;
  const template: StepTemplate | undefined = flow.templates?.[step.extends];
  if (!template) throw new Error(`Flow "${flow.id}" has no template "${step.extends}" (step "${step.id}").`);
  const { extends: _name, ...own } = step;
  const merged: Step = { ...template, ...own };
  if (template.messages || own.messages) merged.messages = { ...template.messages, ...own.messages };
  if (template.on || own.on) merged.on = { ...own.on, ...omit(template.on ?? {}, Object.keys(own.on ?? {})) };
  merged.widgets = [...own.widgets, ...(template.widgets ?? [])];
  if (template.guards || own.guards) merged.guards = [...(own.guards ?? []), ...(template.guards ?? [])];
  if (template.blockers || own.blockers) merged.blockers = [...(own.blockers ?? []), ...(template.blockers ?? [])];
  return merged;
}

function omit<V>(map: Record<string, V>, keys: readonly string[]): Record<string, V> {
  return Object.fromEntries(Object.entries(map).filter(([k]) => !keys.includes(k)));
}

/** `/steps/<i>/<field>/…` of a part the step took from its template → `/templates/<name>/<field>/…`. */
function templateOrigin(flow: Flow, path: string): string {
  const m = /^\/steps\/(\d+)\/([^/]+)(?:\/([^/]+))?/.exec(path);
  const step = m ? flow.steps[Number(m[1])] : undefined;
  if (!m || !step || step.extends === undefined) return path;
  const field = m[2] as keyof Step;
  const own = step[field];
  const fromTemplate = (() => {
    if (field === 'messages' || field === 'on') return m[3] !== undefined && (own as Record<string, unknown> | undefined)?.[m[3]] === undefined;
    if (field === 'widgets' || field === 'guards' || field === 'blockers') {
      const count = ((own as unknown[] | undefined) ?? []).length;
      return m[3] !== undefined && Number(m[3]) >= count;
    }
    return own === undefined;
  })();
  if (!fromTemplate) return path;
  const rest = path.slice(`/steps/${m[1]}/${m[2]}`.length);
  if (field === 'widgets' || field === 'guards' || field === 'blockers') {
    const count = ((own as unknown[] | undefined) ?? []).length;
    const index = Number(m[3]) - count;
    return `/templates/${step.extends}/${field}/${index}${rest.slice(`/${m[3]}`.length)}`;
  }
  return `/templates/${step.extends}/${field}${rest}`;
}
