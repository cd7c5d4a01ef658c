import { expandFlowWithOrigins } from './expand-flow';
import { ruleIdClashes } from './rule-id-clashes';
import { targetSteps } from './target-branches';
import { leavesOf, conditionsOf, isCases, isFromConfig, targetsOf } from './walk-flow';
import type { Flow, FlowProblem, OptionValue, WidgetParts } from './types';

/** A JSON Schema (a widget option's), as plain data. */
type JsonSchema = Readonly<Record<string, unknown>>;

/** One widget as the checker knows it: built from the widget catalogue (src/widgets/registry/checker-catalog.ts). */
export interface CatalogWidget {
  description?: string;
  /** Events the widget may send (its step must handle each). */
  events?: readonly string[];
  /** Message keys it reads (the step or the flow must define each). */
  messages?: readonly string[];
  /**
   * The JSON Schema of its options object (`properties`, `required`, `additionalProperties: false`), from the
   * options schema beside the component. Absent: its options are not checked.
   */
  options?: { properties?: Readonly<Record<string, JsonSchema>>; required?: readonly string[] };
  /** Options whose values are message keys. */
  messageOptions?: readonly string[];
  /** Its parts (name → what the preview calls it): the flow writes a condition for each. */
  parts?: Readonly<Record<string, string>>;
}

/** What names a flow may use. Built from the widget catalogue, the guard implementations and the schemas. */
export interface FlowCatalog {
  widgets: Readonly<Record<string, CatalogWidget>>;
  guards: readonly string[];
  configFields: readonly string[];
  bookingFacts: readonly string[];
  /** Flow-level messages the app's chrome reads (every flow must define them); absent: not checked. */
  flowMessages?: readonly string[];
  /** The parts of the flow's sidebar (`sidebar.parts`), by name; absent: not checked. */
  sidebarParts?: Readonly<Record<string, string>>;
  /**
   * Checks a value against a JSON Schema (the flow checker gives ajv's), answering what is wrong in words or null;
   * absent, only the schema's `type` is compared.
   */
  validate?: (schema: JsonSchema, value: unknown) => string | null;
}

const JSON_TYPE = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/** The schema's `type` against the value's (an integer is a number too). */
function typeProblem(schema: JsonSchema, value: unknown): string | null {
  const wanted = schema.type === undefined ? [] : ([] as unknown[]).concat(schema.type);
  if (wanted.length === 0) return null;
  const got = JSON_TYPE(value);
  return wanted.includes(got) || (got === 'integer' && wanted.includes('number')) ? null : `must be ${wanted.join(' or ')}`;
}

/** The values an option as written can give, each with its JSON path: a literal itself; every branch of a computed value. */
function candidatesOf(value: OptionValue, path: string): Array<{ value: unknown; path: string }> {
  if (isFromConfig(value)) {
    return [
      ...Object.entries(value.map ?? {}).map(([k, v]) => ({ value: v, path: `${path}/map/${k}` })),
      ...(value.otherwise !== undefined ? [{ value: value.otherwise, path: `${path}/otherwise` }] : []),
    ];
  }
  if (isCases(value)) {
    return [...value.cases.map((c, k) => ({ value: c.value, path: `${path}/cases/${k}/value` })), { value: value.otherwise, path: `${path}/otherwise` }];
  }
  return [{ value, path }];
}

function messageKeysInErrorMessages(options: Record<string, unknown> | undefined, path: string): Array<{ key: string; path: string }> {
  const out: Array<{ key: string; path: string }> = [];
  const value = options?.errorMessages;
  if (value && typeof value === 'object') {
    for (const [field, byKeyword] of Object.entries(value as Record<string, Record<string, string>>)) {
      for (const [kw, key] of Object.entries(byKeyword)) out.push({ key, path: `${path}/errorMessages/${field}/${kw}` });
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
      if (typeof l === 'boolean') continue;
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
  for (const clash of ruleIdClashes(written)) writtenErr(clash.path, clash.message);
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
  for (const key of catalog.flowMessages ?? []) if (!hasMessage(null, key)) err('/messages', `the app's chrome reads the flow message "${key}": the flow must define it`);
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
    step.blockers?.forEach((b, j) => {
      if (!hasMessage(i, b.message)) err(`${base}/blockers/${j}/message`, `unknown message "${b.message}"`);
      b.events?.forEach((ev, k) => step.on?.[ev] || err(`${base}/blockers/${j}/events/${k}`, `blocker "${b.id}" holds "${ev}" back but step "${step.id}" has no rules for it`));
    });
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
      if (spec.options) checkOptions(w.widget, spec, w.options ?? {}, wpath, (key) => hasMessage(i, key));
      checkParts(`widget "${w.widget}"`, spec.parts, w.parts, wpath);
      for (const { key, path } of messageKeysInErrorMessages(w.options, `${wpath}/options`)) if (!hasMessage(i, key)) err(path, `unknown message "${key}"`);
    });
    for (const [ev, rules] of Object.entries(step.on ?? {})) {
      if (!rules.otherwise) err(`${base}/on/${ev}`, `event "${ev}" has no fallback ("otherwise")`);
      rules.rules?.forEach((r, j) => 'use' in r && !flow.ruleLists?.[r.use] && err(`${base}/on/${ev}/rules/${j}/use`, `unknown rule list "${r.use}"`));
      if (!emitted.has(ev)) warn(`${base}/on/${ev}`, `no widget of step "${step.id}" sends "${ev}"`);
    }
    for (const [key, text] of Object.entries(step.messages ?? {})) checkPlaceholders(text, `${base}/messages/${key}`);
  });
  for (const [key, text] of Object.entries(flow.messages ?? {})) checkPlaceholders(text, `/messages/${key}`);

  /** The options of a widget use against the widget's options schema: names, required ones, each value a branch can give, message keys. */
  function checkOptions(widget: string, spec: CatalogWidget, options: Record<string, OptionValue>, wpath: string, hasKey: (key: string) => boolean) {
    const props = spec.options?.properties ?? {};
    const names = Object.keys(props);
    for (const [name, value] of Object.entries(options)) {
      const opath = `${wpath}/options/${name}`;
      const schema = props[name];
      if (!schema) {
        err(opath, `widget "${widget}" has no option "${name}" (${names.length ? `it reads: ${names.join(', ')}` : 'it takes no options'})`);
        continue;
      }
      if (isFromConfig(value) && !catalog.configFields.includes(value.fromConfig)) err(`${opath}/fromConfig`, `unknown configuration field "${value.fromConfig}"`);
      for (const c of candidatesOf(value, opath)) {
        const problem = catalog.validate ? catalog.validate(schema, c.value) : typeProblem(schema, c.value);
        if (problem) err(c.path, `option "${name}" of widget "${widget}" ${problem}`);
        else if (spec.messageOptions?.includes(name) && typeof c.value === 'string' && !hasKey(c.value)) err(c.path, `unknown message "${c.value}"`);
      }
    }
    for (const name of spec.options?.required ?? []) if (options[name] === undefined) err(wpath, `widget "${widget}" needs the option "${name}"`);
  }

  /** Parts written against the parts declared: none unknown, every one written (the flow decides each). */
  function checkParts(what: string, declared: Readonly<Record<string, string>> | undefined, written: WidgetParts | undefined, path: string) {
    const names = Object.keys(declared ?? {});
    for (const part of Object.keys(written ?? {})) {
      if (!names.includes(part)) err(`${path}/parts/${part}`, `${what} has no part "${part}" (${names.length ? `its parts: ${names.join(', ')}` : 'it has no parts'})`);
    }
    for (const part of names) {
      if (written?.[part] === undefined) err(path, `${what} needs the part "${part}" (${declared![part]}): write the condition under which it shows`);
    }
  }

  // The sidebar is drawn on flow-layout steps: a flow with one decides its parts.
  if (catalog.sidebarParts && (flow.sidebar || flow.steps.some((s) => s.layout !== 'page'))) checkParts('the sidebar', catalog.sidebarParts, flow.sidebar?.parts, '/sidebar');

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
    if (typeof leaf.value === 'boolean' || !('condition' in leaf.value)) continue;
    const found = conditionCycle(flow, leaf.value.condition, [...stack, name]);
    if (found) return found;
  }
  return null;
}
