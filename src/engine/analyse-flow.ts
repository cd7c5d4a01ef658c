import { evaluateCondition } from './evaluate-condition';
import { expandFlow } from './expand-flow';
import { expandRules } from './expand-rules';
import { resolveStep } from './resolve-step';
import { stepWays } from './step-ways';
import { leavesOf, conditionsOf } from './walk-flow';
import type { Condition, Flow, FlowContext, FlowProblem, GuardImpls, Scalar } from './types';

type Value = Scalar | undefined | readonly Scalar[];

/** Inputs of the analysis: the values each variable can take, and the configurations to try. */
export interface AnalysisInput {
  file: string;
  /** Named configurations (provider fixtures); each is analysed as it is. */
  configs: Record<string, Record<string, unknown>>;
  /** Values each configuration field can take, for the every-combination pass (from the schema). */
  configDomains: Record<string, readonly Value[]>;
  /** Values each booking fact can take (from the booking-facts schema). */
  bookingDomains: Record<string, readonly Scalar[]>;
  /** Names of guards implemented in code; each is treated as a free boolean. */
  guards: readonly string[];
  /** Upper bound of guard-context combinations tried per guard configuration; beyond it a deterministic sample is taken and reported. */
  maxCombinations?: number;
}

export interface FlowAnalysis {
  problems: FlowProblem[];
  /** Steps reachable from the entry steps, per named configuration. */
  reachable: Record<string, string[]>;
  stats: {
    /**
     * Combinations of the values of the configuration fields the flow reads (all of them are covered), and how
     * many were analysed: one per class of combinations on which every routing condition agrees.
     */
    configCombinations: number;
    configCombinationsTried: number;
    /** Distinct values of the configuration fields guards read; redirect loops are checked once per value. */
    guardConfigurations: number;
    /** Classes of combinations of session, booking facts, query and guard values per guard configuration, and whether they were sampled. */
    contextCombinations: number;
    /** All combinations of those values (each routes as one of the classes tried). */
    contextCombinationsCovered: number;
    contextCombinationsTried: number;
    contextSampled: boolean;
  };
}

function* product(domains: Array<[string, readonly Value[]]>, limit: number): Generator<Record<string, Value>> {
  const total = domains.reduce((n, [, d]) => n * Math.max(1, d.length), 1);
  const step = total > limit ? Math.ceil(total / limit) : 1;
  for (let index = 0; index < total; index += step) {
    const out: Record<string, Value> = {};
    let rest = index;
    for (const [name, d] of domains) {
      out[name] = d[rest % d.length];
      rest = Math.floor(rest / d.length);
    }
    yield out;
  }
}

function countOf(domains: Array<[string, readonly Value[]]>): number {
  return domains.reduce((n, [, d]) => n * Math.max(1, d.length), 1);
}

/**
 * The values of a variable that route alike: of each class of values on which every leaf reading the variable
 * (`leaves`, evaluated in `contextOf(value)`) gives the same result, the first value.
 */
function routingClasses(domain: readonly Value[], leaves: readonly Condition[], contextOf: (value: Value) => { ctx: FlowContext; guards: GuardImpls }): Value[] {
  const classes = new Map<string, Value>();
  for (const value of domain) {
    const { ctx, guards } = contextOf(value);
    const signature = leaves.map((leaf) => (evaluateCondition(leaf, ctx, guards).result ? 1 : 0)).join('');
    if (!classes.has(signature)) classes.set(signature, value);
  }
  return [...classes.values()];
}

function emptyContext(config: Record<string, unknown>): FlowContext {
  return { config, session: { signedIn: false, guest: false }, booking: {}, query: {} };
}

/**
 * Steps reachable from the entry steps when the configuration is known and all else may vary: over the ways
 * (stepWays) whose condition may hold and that no earlier way shadows, to their branches the configuration takes.
 * A `urlFromConfig` target's fallback step counts even when the provider's address is set (the analysis has always
 * read it so; the preview's reachability says "unreachable" there).
 */
function reachableFor(flow: Flow, config: Record<string, unknown>): Set<string> {
  const inputs = { ctx: emptyContext(config), known: ['config'] as const };
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const queue = [...flow.entry, ...flow.steps.filter((s) => s.entry).map((s) => s.id)];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    const step = byId.get(id);
    if (!step) continue;
    seen.add(id);
    for (const way of stepWays(flow, step, inputs)) {
      if (way.holds === false || way.shadowedBy) continue;
      for (const b of way.branches) if (b.stepId && b.choices.every((c) => c.taken !== false || c.kind === 'url')) queue.push(b.stepId);
    }
  }
  return seen;
}

/**
 * The non-configuration variables read by guard conditions, each with one value per class of its values that
 * the guards' leaves tell apart (every combination of values is covered by one of the classes').
 */
function guardVariables(flow: Flow, input: AnalysisInput): { classes: Array<[string, readonly Value[]]>; all: Array<[string, readonly Value[]]> } {
  const vars = new Map<string, { values: Set<Value>; leaves: Condition[] }>();
  const add = (name: string, leaf: Condition, values: readonly Value[]) => {
    const v = vars.get(name) ?? { values: new Set<Value>(), leaves: [] };
    values.forEach((x) => v.values.add(x));
    v.leaves.push(leaf);
    vars.set(name, v);
  };
  for (const c of conditionsOf(flow).filter((c) => c.path.includes('/guards/'))) {
    for (const { value: l } of leavesOf(c.value, c.path)) {
      if (typeof l === 'boolean') continue;
      if ('booking' in l) add(`booking.${l.booking}`, l, input.bookingDomains[l.booking] ?? [true, false]);
      if ('session' in l) add('session', l, ['visitor', 'signedIn', 'guest']);
      if ('query' in l) add(`query.${l.query}`, l, [undefined, '/pricing/schedule', ...(l.in ?? []), ...(l.equals ? [l.equals] : [])]);
      if ('guard' in l) add(`guard.${l.guard}`, l, [true, false]);
    }
  }
  const all: Array<[string, readonly Value[]]> = [...vars.entries()].map(([name, { values }]) => [name, [...values]]);
  const classes: Array<[string, readonly Value[]]> = all.map(([name, values]) => [
    name,
    routingClasses(values, vars.get(name)!.leaves, (value) => contextFrom({}, { [name]: value }, input.guards)),
  ]);
  return { classes, all };
}

function contextFrom(config: Record<string, unknown>, combo: Record<string, Value>, guardNames: readonly string[]) {
  const ctx = emptyContext(config);
  const guardValues: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(combo)) {
    const [kind, key] = name.split('.') as [string, string];
    if (kind === 'booking') ctx.booking[key] = value as Scalar;
    else if (kind === 'query' && typeof value === 'string') ctx.query[key] = value;
    else if (kind === 'guard') guardValues[key] = Boolean(value);
    else if (kind === 'session') ctx.session = { signedIn: value === 'signedIn', guest: value === 'guest' };
  }
  const guards: GuardImpls = Object.fromEntries(guardNames.map((g) => [g, () => guardValues[g] ?? false]));
  return { ctx, guards };
}

function describe(combo: Record<string, Value>): string {
  return Object.entries(combo)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(', ');
}

/**
 * Analyses a flow's graph: reachability from the entry steps for each named configuration and for
 * every combination of the configuration fields the flow reads (bounded; a sample beyond
 * `maxCombinations`, reported in stats), dead ends (a reachable step that handles no event and is
 * not terminal), and redirect loops (guards that send a step round in a circle for some
 * combination of configuration, session, booking facts, query and guard values). Promises: each
 * problem names the JSON path and, for loops, the values that cause it.
 */
export function analyseFlow(written: Flow, input: AnalysisInput): FlowAnalysis {
  const flow = expandFlow(written);
  const limit = input.maxCombinations ?? 4096;
  const problems: FlowProblem[] = [];
  const err = (path: string, message: string) => problems.push({ file: input.file, path, message, severity: 'error' });

  // Only where customers go decides what is reachable: the fields routing conditions read (not blockers, widgets or parts).
  const leavesByField = new Map<string, Condition[]>();
  const named = new Set<string>();
  for (const c of conditionsOf(flow).filter((c) => c.role === 'route')) {
    for (const { value: l } of leavesOf(c.value, c.path)) {
      if (typeof l === 'object' && 'config' in l) leavesByField.set(l.config, [...(leavesByField.get(l.config) ?? []), l]);
    }
  }
  for (const s of flow.steps) for (const rules of Object.values(s.on ?? {})) for (const r of [...expandRules(flow, rules.rules).map((x) => x.to), rules.otherwise?.to]) {
    if (r && typeof r === 'object' && 'fromConfig' in r) named.add(r.fromConfig);
  }
  const readFields = [...new Set([...leavesByField.keys(), ...named])].sort();
  const configDomains: Array<[string, readonly Value[]]> = readFields.map((f) => [f, input.configDomains[f] ?? [undefined]]);
  // Every combination is covered: combinations whose every field is in the same class route alike, so one of each is analysed.
  // A field a target names (`fromConfig`) keeps every value: where it leads is the value itself.
  const classDomains: Array<[string, readonly Value[]]> = configDomains.map(([f, d]) => [
    f,
    named.has(f) ? d : routingClasses(d, leavesByField.get(f) ?? [], (value) => ({ ctx: emptyContext({ [f]: value }), guards: {} })),
  ]);
  const base = Object.values(input.configs)[0] ?? {};
  const configs: Array<[string, Record<string, unknown>]> = Object.entries(input.configs);
  let tried = 0;
  for (const combo of product(classDomains, Infinity)) {
    configs.push([`combination ${describe(combo)}`, { ...base, ...combo }]);
    tried++;
  }

  const gvars = guardVariables(flow, input);
  const guardFields = new Set<string>();
  for (const c of conditionsOf(flow).filter((c) => c.path.includes('/guards/'))) {
    for (const { value: l } of leavesOf(c.value, c.path)) if (typeof l === 'object' && 'config' in l) guardFields.add(l.config);
  }
  for (const s of flow.steps) for (const g of s.guards ?? []) if (typeof g.redirect === 'object' && 'fromConfig' in g.redirect) guardFields.add(g.redirect.fromConfig);
  const loopChecked = new Set<string>();
  const contextTotal = countOf(gvars.classes);
  const contextLimit = limit;
  let contextTried = 0;
  const everReachable = new Set<string>();
  const reachable: Record<string, string[]> = {};
  const loops = new Map<string, string>();

  for (const [label, config] of configs) {
    const seen = reachableFor(flow, config);
    seen.forEach((s) => everReachable.add(s));
    if (label in input.configs) reachable[label] = [...seen];
    // Redirect loops depend only on the configuration fields guards read: check each projection once.
    const projection = JSON.stringify([...guardFields].sort().map((f) => config[f]));
    if (loopChecked.has(projection)) continue;
    loopChecked.add(projection);
    for (const combo of product(gvars.classes, contextLimit)) {
      contextTried++;
      const { ctx, guards } = contextFrom(config, combo, input.guards);
      for (const step of flow.steps) {
        if (!step.guards?.length || loops.has(step.id)) continue;
        try {
          resolveStep(flow, step.route.replace(/:[A-Za-z]+\??/g, 'x'), ctx, guards);
        } catch (e) {
          const flags = [...guardFields].sort().map((f) => `config.${f}=${JSON.stringify(config[f])}`).join(', ');
          const name = label.startsWith('combination') ? 'a flag combination' : `provider ${label}`;
          loops.set(step.id, `${(e as Error).message} (with ${name}: ${[flags, describe(combo)].filter(Boolean).join(', ')})`);
        }
      }
    }
  }

  flow.steps.forEach((step, i) => {
    if (!everReachable.has(step.id)) err(`/steps/${i}`, `step "${step.id}" (${step.route}) is unreachable from the entry steps in every configuration`);
    if (!step.terminal && Object.keys(step.on ?? {}).length === 0) {
      err(`/steps/${i}`, `dead end: step "${step.id}" handles no event and is not marked terminal`);
    }
    const loop = loops.get(step.id);
    if (loop) err(`/steps/${i}/guards`, loop);
  });

  return {
    problems,
    reachable,
    stats: {
      configCombinations: countOf(configDomains),
      configCombinationsTried: tried,
      guardConfigurations: loopChecked.size,
      contextCombinations: contextTotal,
      contextCombinationsCovered: countOf(gvars.all),
      contextCombinationsTried: contextTried,
      contextSampled: contextTotal > contextLimit,
    },
  };
}
