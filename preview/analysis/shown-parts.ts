/**
 * What each step shows, as far as the configuration alone settles it: every widget use, every part of it (and
 * the sidebar's parts) shown, hidden, or depending on the visit (the session, the booking), and every computed
 * option's value; then, between two configurations, what differs, in words a support person reads:
 * `At Work shown → hidden on /pricing/place (service_locations: ["home","workplace","shop"] → ["home"])`.
 */
import { isCases, isFromConfig, optionValue, type Condition, type Flow, type FlowContext, type OptionValue, type Step, type Tri } from '../../src/engine';
import { sidebarPartLabels, widgetCatalog } from '../../src/widgets/registry/catalog';
import type { AnalysisOptions, ConfigRecord } from './analysis-types';
import { ConfigKnowledge } from './config-knowledge';
import { hasText, needFields, needText } from './config-needs';
import { flowForProvider, providerOf } from './flow-for-config';
import { memoPerConfig } from './memo-per-config';

/** A widget or part: `shown`, `hidden`, or `depends` (on the session or the booking: the configuration does not settle it). */
type ShownState = 'shown' | 'hidden' | 'depends';

export interface ShownItem {
  /** Stable across configurations and overlays: `place/placePicker#1/workplace`, `schedule/schedulePicker#1/option:calendar`, `sidebar/prices`. */
  key: string;
  /** The step; null for the sidebar's parts (the sidebar of every flow-layout step). */
  stepId: string | null;
  route: string | null;
  kind: 'widget' | 'part' | 'option';
  widget: string | null;
  part: string | null;
  option: string | null;
  /** What the preview calls it: the part's label (`At Work`), the widget's name, `calendar of schedulePicker`. */
  label: string;
  /** A widget or part: a {@link ShownState}; an option: its value as JSON, or `depends`. */
  state: string;
  /** For a state the configuration settles: what would change it, and what the configuration has. */
  reason?: string;
  /** The configuration fields its conditions (or computed value) read. */
  fields: string[];
}

interface CatalogEntry {
  spec: { parts?: Readonly<Record<string, string>> };
}

const catalog = widgetCatalog as unknown as Readonly<Record<string, CatalogEntry | undefined>>;
const sidebarLabels: Readonly<Record<string, string>> = sidebarPartLabels;

/** The configuration fields a condition reads. */
function conditionFields(cond: Condition | undefined, out: Set<string> = new Set()): Set<string> {
  if (cond === undefined || typeof cond === 'boolean') return out;
  if ('all' in cond) cond.all.forEach((c) => conditionFields(c, out));
  else if ('any' in cond) cond.any.forEach((c) => conditionFields(c, out));
  else if ('not' in cond) conditionFields(cond.not, out);
  else if ('config' in cond) out.add(cond.config);
  return out;
}

function stateOf(t: Tri): ShownState {
  return t === 'unknown' ? 'depends' : t ? 'shown' : 'hidden';
}

/** What would flip a settled condition, and what the configuration has: `showing it needs service_locations to include "workplace"; this provider has ["home"]`. */
function reasonOf(k: ConfigKnowledge, cond: Condition, result: Tri, config: ConfigRecord): string | undefined {
  if (result === 'unknown') return undefined;
  const need = k.why(cond, !result);
  if (!need) return result ? 'always shown' : 'never shown';
  return `${result ? 'hiding' : 'showing'} it needs ${needText(need)}; ${hasText(needFields(need), config)}`;
}

/** A computed option's value under the configuration (JSON), or `depends` when a case the configuration does not settle comes first. */
function optionState(value: OptionValue, k: ConfigKnowledge, ctx: FlowContext): { state: string; fields: string[] } | null {
  if (isFromConfig(value)) return { state: JSON.stringify(optionValue(value, ctx, {}).value), fields: [value.fromConfig] };
  if (!isCases(value)) return null;
  const fields = new Set<string>();
  value.cases.forEach((c) => conditionFields(c.when, fields));
  for (const c of value.cases) {
    const t = k.tri(c.when);
    if (t === 'unknown') return { state: 'depends', fields: [...fields] };
    if (t) return { state: JSON.stringify(c.value), fields: [...fields] };
  }
  return { state: JSON.stringify(value.otherwise), fields: [...fields] };
}

function stepItems(step: Step, k: ConfigKnowledge, ctx: FlowContext, config: ConfigRecord): ShownItem[] {
  const out: ShownItem[] = [];
  const seen = new Map<string, number>();
  const repeated = new Set(step.widgets.map((w) => w.widget).filter((name, i, all) => all.indexOf(name) !== i));
  for (const use of step.widgets) {
    const n = (seen.get(use.widget) ?? 0) + 1;
    seen.set(use.widget, n);
    const base = `${step.id}/${use.widget}#${n}`;
    const name = repeated.has(use.widget) ? `${use.widget} #${n}` : use.widget;
    const common = { stepId: step.id, route: step.route, widget: use.widget };
    const when: Condition = use.when ?? true;
    const w = k.tri(when);
    const whenFields = [...conditionFields(use.when)];
    out.push({ ...common, key: base, kind: 'widget', part: null, option: null, label: name, state: stateOf(w), reason: reasonOf(k, when, w, config), fields: whenFields });
    const labels = catalog[use.widget]?.spec.parts;
    for (const [part, cond] of Object.entries(use.parts ?? {})) {
      const both: Condition = use.when === undefined ? cond : { all: [use.when, cond] };
      const t = k.tri(both);
      out.push({
        ...common,
        key: `${base}/${part}`,
        kind: 'part',
        part,
        option: null,
        label: labels?.[part] ?? part,
        state: stateOf(t),
        reason: reasonOf(k, both, t, config),
        fields: [...conditionFields(cond, new Set(whenFields))],
      });
    }
    if (w === false) continue;
    for (const [option, value] of Object.entries(use.options ?? {})) {
      const o = optionState(value, k, ctx);
      if (o) out.push({ ...common, key: `${base}/option:${option}`, kind: 'option', part: null, option, label: `${option} of ${name}`, state: o.state, fields: o.fields });
    }
  }
  return out;
}

const shownItemsOf = memoPerConfig((flow: Flow, config: ConfigRecord): ShownItem[] => {
  const k = new ConfigKnowledge(flow, config);
  const ctx: FlowContext = { config: config as Record<string, unknown>, session: { signedIn: false, guest: false }, booking: {}, query: {} };
  const items = flow.steps.flatMap((step) => stepItems(step, k, ctx, config));
  for (const [part, cond] of Object.entries(flow.sidebar?.parts ?? {})) {
    const t = k.tri(cond);
    items.push({
      key: `sidebar/${part}`,
      stepId: null,
      route: null,
      kind: 'part',
      widget: null,
      part,
      option: null,
      label: sidebarLabels[part] ?? part,
      state: stateOf(t),
      reason: reasonOf(k, cond, t, config),
      fields: [...conditionFields(cond)],
    });
  }
  return items;
});

/**
 * Every widget use of every step (in flow order), each of its parts and computed options, then the sidebar's
 * parts, as the configuration alone settles them: a widget or part `shown`, `hidden` or `depends` (on the
 * session or the booking; the configuration and what the widgets' journey model allows under it are known, see
 * `ConfigKnowledge`), an option's value. A part of a widget the configuration hides is hidden. With
 * `opts.overlays`, the provider's overlay applies first. Memoised per flow and configuration: do not change the answer.
 */
export function shownItems(written: Flow, config: ConfigRecord, opts: AnalysisOptions = {}): ShownItem[] {
  const provider = opts.provider ?? providerOf(config);
  return shownItemsOf(flowForProvider(written, provider, opts.overlays), config, provider);
}

/** A state in words: `shown`, `hidden`, `depends on the visit`, `not in the flow`, or an option's value as JSON. */
export function stateWords(state: string): string {
  if (state === 'depends') return 'depends on the visit';
  if (state === 'absent') return 'not in the flow';
  return state;
}

export interface ShownChange {
  kind: ShownItem['kind'];
  widget: string | null;
  part: string | null;
  option: string | null;
  label: string;
  /** States before and after (see {@link ShownItem.state}; `absent` when that side's flow has no such use). */
  before: string;
  after: string;
  /** Where: the steps (in flow order), or the sidebar (`stepId` null). */
  places: Array<{ stepId: string | null; route: string | null }>;
  /** The configuration fields behind it whose values differ, with both values; empty when only the flow (an overlay) differs. */
  fields: Array<{ field: string; before: unknown; after: unknown }>;
  /** `At Work shown → hidden on /pricing/place (service_locations: ["home","shop"] → ["home"])`. */
  text: string;
}

const value = (v: unknown) => (v === undefined || v === null ? 'not set' : JSON.stringify(v));

function whereText(places: ShownChange['places']): string {
  const routes = places.filter((p) => p.route).map((p) => p.route!);
  const sidebar = places.some((p) => !p.route);
  return [routes.length ? `on ${routes.join(', ')}` : '', sidebar ? 'in the sidebar' : ''].filter(Boolean).join(' and ');
}

/**
 * What differs between two analyses ({@link shownItems}) of the same flow, grouped: one entry per thing (label,
 * widget, part or option) whose state changes the same way, with every step it changes on, and the
 * configuration fields behind it whose values differ between `configA` and `configB`. A part of a widget that
 * itself changes is left out (the widget's entry says it). In `after`'s order.
 */
export function shownChanges(before: readonly ShownItem[], after: readonly ShownItem[], configA: ConfigRecord, configB: ConfigRecord): ShownChange[] {
  const old = new Map(before.map((i) => [i.key, i]));
  const now = new Map(after.map((i) => [i.key, i]));
  const keys = [...new Set([...after.map((i) => i.key), ...before.map((i) => i.key)])];
  const changedWidgets = new Set<string>();
  const pairs: Array<{ item: ShownItem; b: string; a: string }> = [];
  for (const key of keys) {
    const was = old.get(key);
    const is = now.get(key);
    const b = was?.state ?? 'absent';
    const a = is?.state ?? 'absent';
    if (a === b) continue;
    const item = (is ?? was)!;
    if (item.kind === 'widget') changedWidgets.add(key);
    pairs.push({ item, b, a });
  }
  const groups = new Map<string, ShownChange>();
  for (const { item, b, a } of pairs) {
    if (item.kind !== 'widget' && item.stepId && changedWidgets.has(item.key.slice(0, item.key.lastIndexOf('/')))) continue;
    const fieldNames = [...new Set([...(old.get(item.key)?.fields ?? []), ...(now.get(item.key)?.fields ?? [])])];
    const fields = fieldNames.filter((f) => JSON.stringify(configA[f]) !== JSON.stringify(configB[f])).map((f) => ({ field: f, before: configA[f], after: configB[f] }));
    const fieldsText = fields.map((f) => `${f.field}: ${value(f.before)} → ${value(f.after)}`).join('; ');
    const id = [item.kind, item.widget, item.part, item.option, item.label, b, a, fieldsText].join('\u0000');
    const group = groups.get(id);
    if (group) group.places.push({ stepId: item.stepId, route: item.route });
    else groups.set(id, { kind: item.kind, widget: item.widget, part: item.part, option: item.option, label: item.label, before: b, after: a, places: [{ stepId: item.stepId, route: item.route }], fields, text: '' });
  }
  return [...groups.values()].map((g) => {
    const fieldsText = g.fields.length ? g.fields.map((f) => `${f.field}: ${value(f.before)} → ${value(f.after)}`).join('; ') : 'the flow differs: the provider’s overlay';
    return { ...g, text: `${g.label} ${stateWords(g.before)} → ${stateWords(g.after)} ${whereText(g.places)} (${fieldsText})` };
  });
}

/** The things whose state differs between providers (by key, in flow order), each with every provider's item (null where its flow has none). */
export function shownDifferences(byProvider: ReadonlyArray<readonly ShownItem[]>): Array<{ item: ShownItem; cells: Array<ShownItem | null> }> {
  const maps = byProvider.map((items) => new Map(items.map((i) => [i.key, i])));
  const keys: string[] = [];
  const first = new Map<string, ShownItem>();
  for (const items of byProvider) {
    for (const i of items) {
      if (first.has(i.key)) continue;
      first.set(i.key, i);
      keys.push(i.key);
    }
  }
  return keys
    .map((key) => ({ item: first.get(key)!, cells: maps.map((m) => m.get(key) ?? null) }))
    .filter(({ cells }) => new Set(cells.map((c) => c?.state ?? 'absent')).size > 1);
}
