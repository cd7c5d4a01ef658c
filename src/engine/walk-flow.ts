import type { Condition, Flow, StepTemplate, Target } from './types';

/** A condition or target found in a flow, with its JSON path (e.g. `/steps/2/guards/0/when`). */
export interface Found<T> {
  value: T;
  path: string;
  stepId: string | null;
}

/**
 * Every condition of a flow (guards, rules, blockers, widget `when`), with JSON paths; in a written flow also
 * those of its step templates (`/templates/<name>/…`) and its named conditions (`/conditions/<name>`).
 */
export function conditionsOf(flow: Flow): Found<Condition>[] {
  const out: Found<Condition>[] = [];
  const ofStep = (step: StepTemplate, base: string, stepId: string | null) => {
    step.guards?.forEach((g, j) => out.push({ value: g.when, path: `${base}/guards/${j}/when`, stepId }));
    for (const [event, rules] of Object.entries(step.on ?? {})) {
      rules.rules?.forEach((r, j) => 'when' in r && out.push({ value: r.when, path: `${base}/on/${event}/rules/${j}/when`, stepId }));
    }
    step.blockers?.forEach((b, j) => out.push({ value: b.when, path: `${base}/blockers/${j}/when`, stepId }));
    step.widgets?.forEach((w, j) => w.when && out.push({ value: w.when, path: `${base}/widgets/${j}/when`, stepId }));
  };
  flow.steps.forEach((step, i) => ofStep(step, `/steps/${i}`, step.id));
  for (const [name, template] of Object.entries(flow.templates ?? {})) ofStep(template, `/templates/${name}`, null);
  for (const [name, list] of Object.entries(flow.ruleLists ?? {})) {
    list.forEach((r, j) => out.push({ value: r.when, path: `/ruleLists/${name}/${j}/when`, stepId: null }));
  }
  for (const [name, cond] of Object.entries(flow.conditions ?? {})) out.push({ value: cond, path: `/conditions/${name}`, stepId: null });
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

/** The leaves of a condition, depth first, with their JSON paths below `path` (a `{ "condition": name }` is a leaf). */
export function leavesOf(cond: Condition, path: string): Found<Condition>[] {
  if ('all' in cond) return cond.all.flatMap((c, i) => leavesOf(c, `${path}/all/${i}`));
  if ('any' in cond) return cond.any.flatMap((c, i) => leavesOf(c, `${path}/any/${i}`));
  if ('not' in cond) return leavesOf(cond.not, `${path}/not`);
  return [{ value: cond, path, stepId: null }];
}

/** Step ids a target may lead to (all branches: fromConfig map values and every `otherwise`). */
export function targetSteps(target: Target): string[] {
  if (typeof target === 'string') return [target];
  if ('step' in target) return [target.step];
  if ('fromQuery' in target || 'urlFromConfig' in target) return targetSteps(target.otherwise);
  return [...Object.values(target.map), ...targetSteps(target.otherwise)];
}
