/**
 * Which steps a provider's customers can reach, and why not, in words a support person understands.
 */
import { stepWays, type Flow, type Step, type StepWay, type TargetBranch } from '../../src/engine';
import type { AnalysisOptions, ConfigRecord, StepReachability } from './analysis-types';
import { ConfigKnowledge } from './config-knowledge';
import { combine, configNeed, conjunctionOf, hasText, leafNeed, needFields, needText, show, unmappedNeed, type Need } from './config-needs';
import { flowForProvider, providerOf } from './flow-for-config';
import { memoPerConfig } from './memo-per-config';

/** One way from a step to another: a guard's redirect or an event's rule, open or closed by the configuration. */
interface Way {
  from: string;
  ruleId: string;
  kind: 'guard' | 'event';
  to: string;
  open: boolean;
  need: Need | null;
}

interface NeverShown {
  guardId: string;
  to: string[];
  need: Need | null;
}

/** What the configuration would need for a target's branch it does not take: each choice on the way it does not make, innermost first. */
function branchNeed(branch: TargetBranch): Need | null {
  const needs = branch.choices
    .filter((c) => c.taken === false)
    .reverse()
    .map((c): Need | null => {
      if (c.kind === 'mapped') return configNeed(c.field, `to be ${show(c.key)}`);
      if (c.kind === 'unmapped') return unmappedNeed(c.field, c.keys);
      if (c.kind === 'url' && !c.set) return leafNeed({ config: c.field }, false);
      return null;
    });
  return combine('all', needs);
}

/** A way's need to open, beyond its target's branch: the event no widget sends, its condition false, an earlier way that always holds. */
function closingNeeds(way: StepWay, step: Step, k: ConfigKnowledge): { closed: boolean; needs: Array<Need | null> } {
  const scope = way.event === null ? undefined : { step, type: way.event };
  const ev = scope ? k.event(step, scope.type) : { closed: false, closedNeed: null };
  const falseNeed = way.holds === false && way.when ? k.why(way.when, true, scope) : null;
  const shadowNeed = way.shadowedBy?.when ? k.why(way.shadowedBy.when, false, scope) : null;
  return { closed: ev.closed || way.holds === false || way.shadowedBy !== null, needs: [ev.closedNeed, falseNeed, shadowNeed] };
}

function waysOf(flow: Flow, step: Step, k: ConfigKnowledge): { ways: Way[]; neverShown: NeverShown | null } {
  const ways: Way[] = [];
  let neverShown: NeverShown | null = null;
  for (const way of stepWays(flow, step, k.inputsFor(step))) {
    const { closed, needs } = closingNeeds(way, step, k);
    for (const b of way.branches) {
      if (!b.stepId) continue;
      const bNeed = branchNeed(b);
      const need = combine('all', [...needs, bNeed]);
      ways.push({ from: step.id, ruleId: way.id, kind: way.kind === 'guard' ? 'guard' : 'event', to: b.stepId, open: !closed && !bNeed, need: closed || bNeed ? need : null });
    }
    if (way.kind === 'guard' && way.holds === true && !way.shadowedBy && way.when) {
      const to = way.branches.filter((b) => b.stepId && !branchNeed(b)).map((b) => b.stepId!);
      neverShown = { guardId: way.id, to, need: k.why(way.when, false) };
    }
  }
  return { ways, neverShown };
}

function spread(starts: readonly string[], known: ReadonlySet<string>, outgoing: Map<string, Way[]>, neverShown: Map<string, NeverShown>): Set<string> {
  const entered = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const id = queue.shift()!;
    if (entered.has(id) || known.has(id) || !outgoing.has(id)) continue;
    entered.add(id);
    for (const way of outgoing.get(id)!) {
      if (!way.open || (way.kind === 'event' && neverShown.has(id))) continue;
      queue.push(way.to);
    }
  }
  return entered;
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
const rulesText = (ids: readonly string[]) => `${ids.length === 1 ? 'rule' : 'rules'} ${ids.join(', ')}`;

/**
 * Groups whose need includes another group's need (`a and b` next to `b`) join that group: to open any of
 * them the configuration needs at least the smaller need, so the reason names that one with all their rules.
 */
function mergeImplied(groups: Array<{ need: Need | null; rules: string[] }>): Array<{ need: Need | null; rules: string[] }> {
  const sized = groups.map((g) => ({ ...g, leaves: g.need ? conjunctionOf(g.need) : null }));
  sized.sort((a, b) => (a.leaves?.size ?? Infinity) - (b.leaves?.size ?? Infinity));
  const kept: typeof sized = [];
  for (const g of sized) {
    const into = g.leaves && kept.find((k) => k.leaves && [...k.leaves].every((t) => g.leaves!.has(t)));
    if (into) into.rules.push(...g.rules);
    else kept.push({ ...g, rules: [...g.rules] });
  }
  return kept;
}

/** The reason a step nobody enters is unreachable, from every way in. */
function closedReason(waysIn: readonly Way[], usable: (from: string, kind: Way['kind']) => boolean, config: ConfigRecord): Pick<StepReachability, 'reason' | 'fields' | 'rules'> {
  if (waysIn.length === 0) return { reason: 'unreachable: no rule or guard leads here, and it is not opened by a link', fields: [], rules: [] };
  const fromHidden = waysIn.filter((w) => !usable(w.from, w.kind));
  const closed = waysIn.filter((w) => usable(w.from, w.kind));
  const hiddenSources = unique(fromHidden.map((w) => w.from));
  const hiddenText = hiddenSources.length
    ? `${hiddenSources.join(', ')} (${rulesText(unique(fromHidden.map((w) => w.ruleId)))}), which this provider never shows`
    : '';
  if (closed.length === 0) {
    return { reason: `unreachable: no rule leads here from a reachable step; the ways in come from ${hiddenText}`, fields: [], rules: unique(fromHidden.map((w) => w.ruleId)) };
  }
  const groups = new Map<string, { need: Need | null; rules: string[] }>();
  for (const w of closed) {
    const key = w.need ? needText(w.need) : '';
    const g = groups.get(key) ?? { need: w.need, rules: [] };
    g.rules.push(w.ruleId);
    groups.set(key, g);
  }
  const parts = mergeImplied([...groups.values()]).map((g) => ({ ...g, rules: unique(g.rules), fields: needFields(g.need) }));
  const fields = unique(parts.flatMap((p) => p.fields));
  let reason: string;
  if (parts.length === 1) {
    const p = parts[0]!;
    reason = p.need
      ? `unreachable: every way in needs ${needText(p.need)} (${rulesText(p.rules)}); ${hasText(p.fields, config)}`
      : `unreachable: every way in is closed (${rulesText(p.rules)})`;
  } else {
    const each = parts.map((p) => (p.need ? `${needText(p.need)} (${rulesText(p.rules)}; ${hasText(p.fields, config)})` : `(${rulesText(p.rules)})`));
    reason = `unreachable: every way in needs one of: ${each.join('; ')}`;
  }
  if (hiddenText) reason += `; the other ways in come from ${hiddenText}`;
  return { reason, fields, rules: unique(waysIn.map((w) => w.ruleId)) };
}

const reachabilityOf = memoPerConfig((flow: Flow, config: ConfigRecord): StepReachability[] => {
  const k = new ConfigKnowledge(flow, config);
  const outgoing = new Map<string, Way[]>();
  const neverShown = new Map<string, NeverShown>();
  for (const step of flow.steps) {
    const { ways, neverShown: ns } = waysOf(flow, step, k);
    outgoing.set(step.id, ways);
    if (ns) neverShown.set(step.id, ns);
  }
  const fromStart = spread(flow.entry, new Set(), outgoing, neverShown);
  const fromLink = spread(
    flow.steps.filter((s) => s.entry).map((s) => s.id),
    fromStart,
    outgoing,
    neverShown,
  );
  const incoming = new Map<string, Way[]>();
  for (const ways of outgoing.values()) for (const w of ways) if (w.from !== w.to) incoming.set(w.to, [...(incoming.get(w.to) ?? []), w]);
  const entered = (id: string) => fromStart.has(id) || fromLink.has(id);
  const usable = (from: string, kind: Way['kind']) => entered(from) && (kind === 'guard' || !neverShown.has(from));

  return flow.steps.map((step): StepReachability => {
    const base = { stepId: step.id, route: step.route };
    const ns = neverShown.get(step.id);
    if (ns && entered(step.id)) {
      const fields = needFields(ns.need);
      const to = ns.to.length ? ` (to ${ns.to.join(', ')})` : '';
      const needPart = ns.need ? `; showing it needs ${needText(ns.need)}; ${hasText(fields, config)}` : '';
      return { ...base, reachable: false, status: 'unreachable', reason: `unreachable: guard ${ns.guardId} redirects every visit${to}${needPart}`, fields, rules: [ns.guardId] };
    }
    if (fromStart.has(step.id)) return { ...base, reachable: true, status: 'reachable' };
    if (fromLink.has(step.id)) {
      if (step.entry) return { ...base, reachable: true, status: 'link', reason: 'by link: opened from a link (an entry step), not from the front door', fields: [], rules: [] };
      const via = (incoming.get(step.id) ?? []).filter((w) => w.open && fromLink.has(w.from) && usable(w.from, w.kind));
      const sources = unique(via.map((w) => w.from));
      return {
        ...base,
        reachable: true,
        status: 'link',
        reason: `by link: only reached from ${sources.join(', ')} (${rulesText(unique(via.map((w) => w.ruleId)))}), which a link opens`,
        fields: [],
        rules: unique(via.map((w) => w.ruleId)),
      };
    }
    return { ...base, reachable: false, status: 'unreachable', ...closedReason(incoming.get(step.id) ?? [], usable, config) };
  });
});

/**
 * For every step of the flow (in flow order), whether a customer of this configuration can get there and
 * why not. The configuration is known; session, booking facts, query and code guards may be anything the
 * widgets' journey model allows under it (a `placeMode` of "workplace" only when `service_locations`
 * includes it, a guest only with guest checkout). Promises:
 * - `reachable` from the flow's `entry` steps (the front door) through guards and rules that may hold;
 * - `link` when only an `entry: true` step (a token page, /login, …) or a step reached from one leads there;
 * - `unreachable` otherwise, or when a guard redirects every visit; the reason names the rule ids and the
 *   configuration values that close every way in, e.g. `unreachable: every way in needs service_locations
 *   to include "workplace" (rule F-11); this provider has ["home"]`, or says that no rule leads there from
 *   a reachable step.
 * With `opts.overlays`, the overlay of the configuration's provider (`opts.provider`, else `z3p_client_name`) is applied first.
 * Memoised per flow and configuration value: the answer is shared, do not change it.
 */
export function reachability(written: Flow, config: ConfigRecord, opts: AnalysisOptions = {}): StepReachability[] {
  const provider = opts.provider ?? providerOf(config);
  return reachabilityOf(flowForProvider(written, provider, opts.overlays), config, provider);
}
