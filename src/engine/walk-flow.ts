import type { Condition, Flow, OptionCases, OptionFromConfig, OptionValue, StepTemplate, Target, WidgetUse } from './types';

/** A condition or target found in a flow, with its JSON path (e.g. `/steps/2/guards/0/when`). */
export interface Found<T> {
  value: T;
  path: string;
  stepId: string | null;
}

/**
 * What a condition decides: `route` (a guard, a rule: where the customer goes), `block` (a Continue blocker),
 * `show` (a widget's `when`, a part, an option's case, the sidebar's parts: what a step shows) or `named` (a named
 * condition's definition, in a written flow).
 */
type ConditionRole = 'route' | 'block' | 'show' | 'named';

/** A condition found in a flow, with what it decides. */
export interface FoundCondition extends Found<Condition> {
  role: ConditionRole;
}

/** The conditions of a widget use: its `when`, its parts and the cases of its computed options, with JSON paths below `base`. */
function widgetConditions(w: WidgetUse, base: string): Array<{ value: Condition; path: string }> {
  const out: Array<{ value: Condition; path: string }> = [];
  if (w.when !== undefined) out.push({ value: w.when, path: `${base}/when` });
  for (const [part, cond] of Object.entries(w.parts ?? {})) out.push({ value: cond, path: `${base}/parts/${part}` });
  for (const [name, value] of Object.entries(w.options ?? {})) {
    if (isCases(value)) value.cases.forEach((c, k) => out.push({ value: c.when, path: `${base}/options/${name}/cases/${k}/when` }));
  }
  return out;
}

/** True for an option written as `{ "cases": [...], "otherwise": … }`. */
export function isCases(value: OptionValue | undefined): value is OptionCases {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'cases' in value;
}

/** True for an option written as `{ "fromConfig": field, … }`. */
export function isFromConfig(value: OptionValue | undefined): value is OptionFromConfig {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'fromConfig' in value;
}

/**
 * Every condition of a flow (guards, rules, blockers, widget `when`, parts and option cases, the sidebar's parts),
 * with JSON paths and what each decides; in a written flow also those of its step templates (`/templates/<name>/…`)
 * and its named conditions (`/conditions/<name>`).
 */
export function conditionsOf(flow: Flow): FoundCondition[] {
  const out: FoundCondition[] = [];
  const ofStep = (step: StepTemplate, base: string, stepId: string | null) => {
    step.guards?.forEach((g, j) => out.push({ value: g.when, path: `${base}/guards/${j}/when`, stepId, role: 'route' }));
    for (const [event, rules] of Object.entries(step.on ?? {})) {
      rules.rules?.forEach((r, j) => 'when' in r && out.push({ value: r.when, path: `${base}/on/${event}/rules/${j}/when`, stepId, role: 'route' }));
    }
    step.blockers?.forEach((b, j) => out.push({ value: b.when, path: `${base}/blockers/${j}/when`, stepId, role: 'block' }));
    step.widgets?.forEach((w, j) => widgetConditions(w, `${base}/widgets/${j}`).forEach((c) => out.push({ ...c, stepId, role: 'show' })));
  };
  flow.steps.forEach((step, i) => ofStep(step, `/steps/${i}`, step.id));
  for (const [name, template] of Object.entries(flow.templates ?? {})) ofStep(template, `/templates/${name}`, null);
  for (const [name, list] of Object.entries(flow.ruleLists ?? {})) {
    list.forEach((r, j) => out.push({ value: r.when, path: `/ruleLists/${name}/${j}/when`, stepId: null, role: 'route' }));
  }
  for (const [part, cond] of Object.entries(flow.sidebar?.parts ?? {})) out.push({ value: cond, path: `/sidebar/parts/${part}`, stepId: null, role: 'show' });
  for (const [name, cond] of Object.entries(flow.conditions ?? {})) out.push({ value: cond, path: `/conditions/${name}`, stepId: null, role: 'named' });
  return out;
}

/** Every target of a flow (guard redirects, rule and fallback targets), with JSON paths. */
export function targetsOf(flow: Flow): Found<Target>[] {
  const out: Found<Target>[] = [];
  flow.steps.forEach((step, i) => {
    const base = `/steps/${i}`;
    step.guards?.forEach((g, j) => out.push({ value: g.redirect, path: `${base}/guards/${j}/redirect`, stepId: step.id }));
    for (const [event, rules] of Object.entries(step.on ?? {})) {
      rules.rules?.forEach((r, j) => 'to' in r && out.push({ value: r.to, path: `${base}/on/${event}/rules/${j}/to`, stepId: step.id }));
      if (rules.otherwise) out.push({ value: rules.otherwise.to, path: `${base}/on/${event}/otherwise/to`, stepId: step.id });
    }
  });
  for (const [name, list] of Object.entries(flow.ruleLists ?? {})) {
    list.forEach((r, j) => out.push({ value: r.to, path: `/ruleLists/${name}/${j}/to`, stepId: null }));
  }
  return out;
}

/** The leaves of a condition, depth first, with their JSON paths below `path` (a `{ "condition": name }` and a constant are leaves). */
export function leavesOf(cond: Condition, path: string): Found<Condition>[] {
  if (typeof cond === 'boolean') return [{ value: cond, path, stepId: null }];
  if ('all' in cond) return cond.all.flatMap((c, i) => leavesOf(c, `${path}/all/${i}`));
  if ('any' in cond) return cond.any.flatMap((c, i) => leavesOf(c, `${path}/any/${i}`));
  if ('not' in cond) return leavesOf(cond.not, `${path}/not`);
  return [{ value: cond, path, stepId: null }];
}
