import { expandFlow } from './expand-flow';
import { evaluateCondition } from './evaluate-condition';
import { expandRules } from './expand-rules';
import { resolveStep } from './resolve-step';
import { leavesOf, conditionsOf, targetSteps } from './walk-flow';
import type { Condition, Flow, FlowContext, FlowProblem, GuardImpls, Scalar, Target } from './types';

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
  /** Upper bound of combinations tried per pass; beyond it a deterministic sample is taken and reported. */
  maxCombinations?: number;
}

export interface FlowAnalysis {
  problems: FlowProblem[];
  /** Steps reachable from the entry steps, per named configuration. */
  reachable: Record<string, string[]>;
  stats: {
    /** Combinations of the configuration fields the flow reads, and how many were tried. */
    configCombinations: number;
    configCombinationsTried: number;
    /** Distinct values of the configuration fields guards read; redirect loops are checked once per value. */
    guardConfigurations: number;
    /** Combinations of session, booking facts, query and guard values per guard configuration, and whether they were sampled. */
    contextCombinations: number;
    contextCombinationsTried: number;
    contextSampled: boolean;
  };
}

type Tri = boolean | 'unknown';

/** Three-valued evaluation: configuration is known, everything else unknown. */
function tri(cond: Condition, config: Record<string, unknown>, ctx: FlowContext, guards: GuardImpls): Tri {
  if (typeof cond === 'boolean') return cond;
  if ('all' in cond) {
    const r = cond.all.map((c) => tri(c, config, ctx, guards));
    return r.includes(false) ? false : r.includes('unknown') ? 'unknown' : true;
  }
  if ('any' in cond) {
    const r = cond.any.map((c) => tri(c, config, ctx, guards));
    return r.includes(true) ? true : r.includes('unknown') ? 'unknown' : false;
  }
  if ('not' in cond) {
    const r = tri(cond.not, config, ctx, guards);
    return r === 'unknown' ? r : !r;
  }
  if ('config' in cond) return evaluateCondition(cond, ctx, guards).result;
  return 'unknown';
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

function emptyContext(config: Record<string, unknown>): FlowContext {
  return { config, session: { signedIn: false, guest: false }, booking: {}, query: {} };
}

function concreteSteps(target: Target, config: Record<string, unknown>): string[] {
  if (typeof target === 'object' && 'fromConfig' in target) {
    const v = config[target.fromConfig];
    const mapped = typeof v === 'string' ? target.map[v] : undefined;
    return mapped ? [mapped] : concreteSteps(target.otherwise, config);
  }
  return targetSteps(target);
}

/** Steps reachable from the entry steps when the configuration is known and all else may vary. */
function reachableFor(flow: Flow, config: Record<string, unknown>, guardNames: readonly string[]): Set<string> {
  const guards: GuardImpls = Object.fromEntries(guardNames.map((g) => [g, () => false]));
  const ctx = emptyContext(config);
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const queue = [...flow.entry, ...flow.steps.filter((s) => s.entry).map((s) => s.id)];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    const step = byId.get(id);
    if (!step) continue;
    seen.add(id);
    for (const g of step.guards ?? []) {
      const r = tri(g.when, config, ctx, guards);
      if (r !== false) queue.push(...concreteSteps(g.redirect, config));
      if (r === true) break;
    }
    for (const rules of Object.values(step.on ?? {})) {
      let decided = false;
      for (const rule of expandRules(flow, rules.rules)) {
        const r = tri(rule.when, config, ctx, guards);
        if (r !== false) queue.push(...concreteSteps(rule.to, config));
        if (r === true) {
          decided = true;
          break;
        }
      }
      if (!decided && rules.otherwise) queue.push(...concreteSteps(rules.otherwise.to, config));
    }
  }
  return seen;
}

/** The non-configuration variables read by guard conditions, with their domains. */
function guardVariables(flow: Flow, input: AnalysisInput): Array<[string, readonly Value[]]> {
  const vars = new Map<string, Set<Value>>();
  const add = (name: string, values: readonly Value[]) => {
    const set = vars.get(name) ?? new Set<Value>();
    values.forEach((v) => set.add(v));
    vars.set(name, set);
  };
  for (const c of conditionsOf(flow).filter((c) => c.path.includes('/guards/'))) {
    for (const { value: l } of leavesOf(c.value, c.path)) {
      if (typeof l === 'boolean') continue;
      if ('booking' in l) add(`booking.${l.booking}`, input.bookingDomains[l.booking] ?? [true, false]);
      if ('session' in l) add('session', ['visitor', 'signedIn', 'guest']);
      if ('query' in l) add(`query.${l.query}`, [undefined, '/pricing/schedule', ...(l.in ?? []), ...(l.equals ? [l.equals] : [])]);
      if ('guard' in l) add(`guard.${l.guard}`, [true, false]);
    }
  }
  return [...vars.entries()].map(([k, v]) => [k, [...v]]);
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
  const readFields = new Set<string>();
  for (const c of conditionsOf(flow).filter((c) => c.role === 'route')) {
    for (const { value: l } of leavesOf(c.value, c.path)) if (typeof l === 'object' && 'config' in l) readFields.add(l.config);
  }
  for (const s of flow.steps) for (const rules of Object.values(s.on ?? {})) for (const r of [...expandRules(flow, rules.rules).map((x) => x.to), rules.otherwise?.to]) {
    if (r && typeof r === 'object' && 'fromConfig' in r) readFields.add(r.fromConfig);
  }
  const configDomains: Array<[string, readonly Value[]]> = [...readFields].sort().map((f) => [f, input.configDomains[f] ?? [undefined]]);
  const base = Object.values(input.configs)[0] ?? {};
  const configs: Array<[string, Record<string, unknown>]> = Object.entries(input.configs);
  let tried = 0;
  for (const combo of product(configDomains, limit)) {
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
  const contextTotal = countOf(gvars);
  const contextLimit = limit;
  let contextTried = 0;
  const everReachable = new Set<string>();
  const reachable: Record<string, string[]> = {};
  const loops = new Map<string, string>();

  for (const [label, config] of configs) {
    const seen = reachableFor(flow, config, input.guards);
    seen.forEach((s) => everReachable.add(s));
    if (label in input.configs) reachable[label] = [...seen];
    // Redirect loops depend only on the configuration fields guards read: check each projection once.
    const projection = JSON.stringify([...guardFields].sort().map((f) => config[f]));
    if (loopChecked.has(projection)) continue;
    loopChecked.add(projection);
    for (const combo of product(gvars, contextLimit)) {
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
      contextCombinationsTried: contextTried,
      contextSampled: contextTotal > contextLimit,
    },
  };
}
