import { expandFlowWithOrigins } from './expand-flow';
import { leavesOf, conditionsOf, targetsOf, targetSteps } from './walk-flow';
import type { Flow, FlowProblem } from './types';

/** What names a flow may use. Built from the widget catalogue, the guard implementations and the schemas. */
export type OptionKind = 'message' | 'string' | 'number' | 'boolean' | 'object' | 'array';

export interface FlowCatalog {
  widgets: Record<
    string,
    {
      description?: string;
      events?: readonly string[];
      messages?: readonly string[];
      options?: Readonly<Record<string, OptionKind>>;
      requiredOptions?: readonly string[];
    }
  >;
  guards: readonly string[];
  configFields: readonly string[];
  bookingFacts: readonly string[];
}

function hasKind(value: unknown, kind: OptionKind): boolean {
  if (kind === 'message') return typeof value === 'string';
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === kind;
}

/** Option names that hold message keys by convention, for widgets that declare no options. */
const MESSAGE_OPTION = /^(message|title|subtitle|label|[a-z][A-Za-z]*Message)$/;

function messageKeysInOptions(options: Record<string, unknown> | undefined, path: string): Array<{ key: string; path: string }> {
  const out: Array<{ key: string; path: string }> = [];
  for (const [name, value] of Object.entries(options ?? {})) {
    if (MESSAGE_OPTION.test(name) && typeof value === 'string') out.push({ key: value, path: `${path}/${name}` });
    if (name === 'errorMessages' && value && typeof value === 'object') {
      for (const [field, byKeyword] of Object.entries(value as Record<string, Record<string, string>>)) {
        for (const [kw, key] of Object.entries(byKeyword)) out.push({ key, path: `${path}/errorMessages/${field}/${kw}` });
      }
    }
  }
  return out;
}

/**
 * Checks the names a flow uses: step ids and routes unique, entry steps, every target's step,
 * every widget (and that each event it sends is handled by its step), every guard, configuration
 * field, booking fact and message key (including `{config.x}` placeholders), the step-bar phases
 * (labels, targets, each step's `phase`), each step's template (`extends`) and each named condition
 * (`{ "condition": name }`, none using itself). The step checks run on the expanded flow (expandFlow), so a
 * step is checked with its template's parts; each problem's path is where the flow file writes the part
 * (`/templates/<name>/…`, `/conditions/<name>/…` or the step). Templates and named conditions nothing uses
 * are warnings. Promises: an empty list means every name resolves; each problem names the flow file and
 * the JSON path; a path is reported once.
 */
export function checkFlowNames(written: Flow, file: string, catalog: FlowCatalog): FlowProblem[] {
  const problems: FlowProblem[] = [];
  let unexpandable = false;
  const writtenErr = (path: string, message: string) => problems.push({ file, path, message, severity: 'error' });
  /** A problem that leaves the flow impossible to expand, so the step checks cannot run. */
  const blocking = (path: string, message: string) => {
    unexpandable = true;
    writtenErr(path, message);
  };
  const writtenWarn = (path: string, message: string) => problems.push({ file, path, message, severity: 'warning' });

  // The written flow: templates, named conditions and every condition leaf, at the paths the file has.
  written.steps.forEach((s, i) => s.extends !== undefined && !written.templates?.[s.extends] && blocking(`/steps/${i}/extends`, `unknown template "${s.extends}"`));
  const usedTemplates = new Set(written.steps.map((s) => s.extends));
  for (const name of Object.keys(written.templates ?? {})) if (!usedTemplates.has(name)) writtenWarn(`/templates/${name}`, `no step extends the template "${name}"`);
  const usedConditions = new Set<string>();
  for (const c of conditionsOf(written)) {
    for (const leaf of leavesOf(c.value, c.path)) {
      const l = leaf.value;
      if ('condition' in l) {
        usedConditions.add(l.condition);
        if (!written.conditions?.[l.condition]) blocking(`${leaf.path}/condition`, `unknown condition "${l.condition}"`);
      }
      if ('guard' in l && !catalog.guards.includes(l.guard)) writtenErr(`${leaf.path}/guard`, `unknown guard "${l.guard}"`);
      if ('config' in l && !catalog.configFields.includes(l.config)) writtenErr(`${leaf.path}/config`, `unknown configuration field "${l.config}"`);
      if ('booking' in l && !catalog.bookingFacts.includes(l.booking)) writtenErr(`${leaf.path}/booking`, `unknown booking fact "${l.booking}"`);
    }
  }
  for (const name of Object.keys(written.conditions ?? {})) {
    if (!usedConditions.has(name)) writtenWarn(`/conditions/${name}`, `nothing uses the condition "${name}"`);
    const cycle = conditionCycle(written, name, []);
    if (cycle?.at(-1) === name) blocking(`/conditions/${name}`, `the condition "${name}" uses itself: ${cycle.join(' → ')}`);
  }
  if (unexpandable) return problems;

  const { flow, origin } = expandFlowWithOrigins(written);
  const err = (path: string, message: string) => problems.push({ file, path: origin(path), message, severity: 'error' });
  const warn = (path: string, message: string) => problems.push({ file, path: origin(path), message, severity: 'warning' });
  const ids = new Set<string>();
  const routes = new Map<string, string>();
  flow.steps.forEach((s, i) => {
    if (ids.has(s.id)) err(`/steps/${i}/id`, `duplicate step id "${s.id}"`);
    ids.add(s.id);
    const shape = s.route.replace(/:[^/]+/g, ':');
    if (routes.has(shape)) err(`/steps/${i}/route`, `route ${s.route} is also the route of step "${routes.get(shape)}"`);
    routes.set(shape, s.id);
  });
  flow.entry.forEach((e, i) => ids.has(e) || err(`/entry/${i}`, `unknown step "${e}"`));

  for (const t of targetsOf(flow)) {
    for (const id of targetSteps(t.value)) if (!ids.has(id)) err(t.path, `unknown step "${id}"`);
    if (typeof t.value === 'object' && 'fromConfig' in t.value && !catalog.configFields.includes(t.value.fromConfig)) {
      err(`${t.path}/fromConfig`, `unknown configuration field "${t.value.fromConfig}"`);
    }
    if (typeof t.value === 'object' && 'urlFromConfig' in t.value && !catalog.configFields.includes(t.value.urlFromConfig)) {
      err(`${t.path}/urlFromConfig`, `unknown configuration field "${t.value.urlFromConfig}"`);
    }
  }

  const hasMessage = (stepIndex: number | null, key: string) =>
    (stepIndex !== null && flow.steps[stepIndex]?.messages?.[key] !== undefined) || flow.messages?.[key] !== undefined;

  if (flow.notFound && !hasMessage(null, flow.notFound)) err('/notFound', `unknown message "${flow.notFound}"`);
  for (const [name, list] of Object.entries(flow.ruleLists ?? {})) {
    list.forEach((rule, j) =>
      (rule.effects ?? []).forEach((e, k) => 'alert' in e && !hasMessage(null, e.alert) && err(`/ruleLists/${name}/${j}/effects/${k}/alert`, `unknown message "${e.alert}" (a rule list reads flow messages)`)),
    );
  }

  const phaseIds = new Set<string>();
  flow.phases?.forEach((phase, i) => {
    const base = `/phases/${i}`;
    if (phaseIds.has(phase.id)) err(`${base}/id`, `duplicate phase id "${phase.id}"`);
    phaseIds.add(phase.id);
    if (!hasMessage(null, phase.title)) err(`${base}/title`, `unknown message "${phase.title}" (phase titles are flow messages)`);
    for (const id of targetSteps(phase.to)) if (!ids.has(id)) err(`${base}/to`, `unknown step "${id}"`);
    if (typeof phase.to === 'object' && 'fromConfig' in phase.to && !catalog.configFields.includes(phase.to.fromConfig)) {
      err(`${base}/to/fromConfig`, `unknown configuration field "${phase.to.fromConfig}"`);
    }
  });
  flow.steps.forEach((step, i) => {
    if (step.phase !== undefined && !phaseIds.has(step.phase)) err(`/steps/${i}/phase`, `unknown phase "${step.phase}"`);
  });

  flow.steps.forEach((step, i) => {
    const base = `/steps/${i}`;
    if (step.title && !hasMessage(i, step.title)) err(`${base}/title`, `unknown message "${step.title}"`);
    step.blockers?.forEach((b, j) => hasMessage(i, b.message) || err(`${base}/blockers/${j}/message`, `unknown message "${b.message}"`));
    const effects = [
      ...(step.guards ?? []).flatMap((g, j) => (g.effects ?? []).map((e, k) => ({ e, path: `${base}/guards/${j}/effects/${k}` }))),
      ...Object.entries(step.on ?? {}).flatMap(([ev, r]) => [
        ...r.rules.flatMap((rule, j) => ('use' in rule ? [] : (rule.effects ?? []).map((e, k) => ({ e, path: `${base}/on/${ev}/rules/${j}/effects/${k}` })))),
        ...(r.otherwise?.effects ?? []).map((e, k) => ({ e, path: `${base}/on/${ev}/otherwise/effects/${k}` })),
      ]),
    ];
    for (const { e, path } of effects) if ('alert' in e && !hasMessage(i, e.alert)) err(`${path}/alert`, `unknown message "${e.alert}"`);

    const emitted = new Set<string>();
    step.widgets.forEach((w, j) => {
      const spec = catalog.widgets[w.widget];
      const wpath = `${base}/widgets/${j}`;
      if (!spec) {
        err(`${wpath}/widget`, `unknown widget "${w.widget}"`);
        return;
      }
      for (const ev of spec.events ?? []) {
        emitted.add(ev);
        if (!step.on?.[ev] && !(w.widget === 'form' && ev === 'submit' && typeof w.options?.event === 'string')) {
          err(`${wpath}/widget`, `widget "${w.widget}" sends "${ev}" but step "${step.id}" has no rules for it`);
        }
      }
      if (w.widget === 'form' && typeof w.options?.event === 'string') {
        emitted.add(w.options.event);
        if (!step.on?.[w.options.event]) err(`${wpath}/options/event`, `form sends "${w.options.event}" but step "${step.id}" has no rules for it`);
      }
      for (const key of spec.messages ?? []) if (!hasMessage(i, key)) err(wpath, `widget "${w.widget}" needs the message "${key}"`);
      if (spec.options) {
        for (const [name, value] of Object.entries(w.options ?? {})) {
          const kind = spec.options[name];
          const opath = `${wpath}/options/${name}`;
          if (!kind) err(opath, `widget "${w.widget}" has no option "${name}" (it reads: ${Object.keys(spec.options).join(', ')})`);
          else if (!hasKind(value, kind)) err(opath, `option "${name}" of widget "${w.widget}" must be ${kind === 'message' ? 'a message key' : `of kind ${kind}`}`);
          else if (kind === 'message' && !hasMessage(i, value as string)) err(opath, `unknown message "${value as string}"`);
        }
        for (const name of spec.requiredOptions ?? []) {
          if (w.options?.[name] === undefined) err(wpath, `widget "${w.widget}" needs the option "${name}"`);
        }
      }
      for (const { key, path } of messageKeysInOptions(w.options, `${wpath}/options`)) {
        if (spec.options?.[path.split('/').at(-1) ?? ''] === 'message') continue;
        if (!hasMessage(i, key)) err(path, `unknown message "${key}"`);
      }
    });
    for (const [ev, rules] of Object.entries(step.on ?? {})) {
      if (!rules.otherwise) err(`${base}/on/${ev}`, `event "${ev}" has no fallback ("otherwise")`);
      rules.rules?.forEach((r, j) => 'use' in r && !flow.ruleLists?.[r.use] && err(`${base}/on/${ev}/rules/${j}/use`, `unknown rule list "${r.use}"`));
      if (!emitted.has(ev)) warn(`${base}/on/${ev}`, `no widget of step "${step.id}" sends "${ev}"`);
    }
    for (const [key, text] of Object.entries(step.messages ?? {})) checkPlaceholders(text, `${base}/messages/${key}`);
  });
  for (const [key, text] of Object.entries(flow.messages ?? {})) checkPlaceholders(text, `/messages/${key}`);

  function checkPlaceholders(text: string, path: string) {
    for (const m of text.matchAll(/\{config\.([a-z0-9_]+)\}/g)) {
      if (!catalog.configFields.includes(m[1]!)) err(path, `unknown configuration field "${m[1]}" in a placeholder`);
    }
  }
  // A part written once (a template's, a named condition's) is checked once per step using it: report it once.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.severity} ${p.path} ${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The chain of named conditions through which `name` uses itself, or null. */
function conditionCycle(flow: Flow, name: string, stack: readonly string[]): string[] | null {
  if (stack.includes(name)) return [...stack, name];
  const def = flow.conditions?.[name];
  if (!def) return null;
  for (const leaf of leavesOf(def, '')) {
    if (!('condition' in leaf.value)) continue;
    const found = conditionCycle(flow, leaf.value.condition, [...stack, name]);
    if (found) return found;
  }
  return null;
}
