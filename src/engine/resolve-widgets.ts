import { evaluateCondition } from './evaluate-condition';
import { isCases, isFromConfig } from './walk-flow';
import type { Condition, ConditionTrace, Flow, FlowContext, GuardImpls, OptionValue, Step, WidgetParts } from './types';

/** How a part of a widget (or of the sidebar) was decided: shown when its condition holds. */
export interface PartTrace {
  part: string;
  shown: boolean;
  condition: ConditionTrace;
}

/** How a computed option got its value: what it read (`config.scheduling_system = "time_slots"`), the value, the cases looked at. */
export interface OptionTrace {
  option: string;
  /** In words, e.g. `config.scheduling_system = "time_slots" → "slots"`, `case 2 → "square"`. */
  text: string;
  value: unknown;
  /** For `cases`: each case's condition looked at, in order, up to the one that held. */
  cases?: ConditionTrace[];
}

/** Why a widget of a step shows (or not), and how its parts and computed options were decided. */
export interface WidgetExplanation {
  /** Index of the widget use in the (expanded) step. */
  index: number;
  widget: string;
  shown: boolean;
  /** The widget's `when`, when it has one. */
  when?: ConditionTrace;
  /** Its parts (only for a shown widget). */
  parts: PartTrace[];
  /** Its computed options (only for a shown widget). */
  computed: OptionTrace[];
}

/** A widget the step shows, with its options computed and its parts decided: what the renderer hands to the component. */
export interface ResolvedWidget {
  index: number;
  widget: string;
  options: Record<string, unknown>;
  parts: Record<string, boolean>;
}

function show(v: unknown): string {
  return JSON.stringify(v) ?? 'not set';
}

/**
 * The value of one widget option as the flow writes it: a literal as it is; `{ fromConfig, map?, otherwise? }` the
 * configuration field's value (mapped when a map is given; `otherwise` when it is unset or not in the map);
 * `{ cases, otherwise }` the value of the first case whose condition holds. Promises: pure; a computed value comes
 * with its trace (what was read, the cases looked at); a literal has none.
 */
export function optionValue(value: OptionValue, ctx: FlowContext, guards: GuardImpls): { value: unknown; trace?: Omit<OptionTrace, 'option'> } {
  if (isFromConfig(value)) {
    const read = ctx.config[value.fromConfig];
    const present = read !== undefined && read !== null;
    let out: unknown;
    if (value.map) {
      const key = typeof read === 'string' || typeof read === 'number' ? String(read) : null;
      out = key !== null && Object.prototype.hasOwnProperty.call(value.map, key) ? value.map[key] : value.otherwise;
    } else out = present ? read : value.otherwise;
    const fallback = out === value.otherwise && !(value.map ? false : present);
    const text = `config.${value.fromConfig} = ${show(read)}${value.map || fallback ? ` → ${show(out)}${fallback ? ' (otherwise)' : ''}` : ''}`;
    return { value: out ?? null, trace: { text, value: out ?? null } };
  }
  if (isCases(value)) {
    const cases: ConditionTrace[] = [];
    for (const [k, c] of value.cases.entries()) {
      const t = evaluateCondition(c.when, ctx, guards);
      cases.push(t);
      if (t.result) return { value: c.value, trace: { text: `case ${k + 1} (${t.text}) → ${show(c.value)}`, value: c.value, cases } };
    }
    return { value: value.otherwise, trace: { text: `no case holds → ${show(value.otherwise)} (otherwise)`, value: value.otherwise, cases } };
  }
  return { value };
}

/** Decides parts: each is shown when its condition holds. */
export function decideParts(parts: WidgetParts | undefined, ctx: FlowContext, guards: GuardImpls): PartTrace[] {
  return Object.entries(parts ?? {}).map(([part, cond]: [string, Condition]) => {
    const condition = evaluateCondition(cond, ctx, guards);
    return { part, shown: condition.result, condition };
  });
}

/**
 * Every widget of a step with why it shows or not: its `when` (none = always), and for a shown widget each part
 * (shown when its condition holds) and each computed option with what it read. Promises: pure; one entry per widget
 * use, in the step's order; the renderer draws exactly the shown ones with these parts and option values
 * ({@link resolveWidgets}), so the preview's explanation is what the customer sees.
 */
export function explainWidgets(step: Step, ctx: FlowContext, guards: GuardImpls): WidgetExplanation[] {
  return step.widgets.map((w, index) => {
    const when = w.when === undefined ? undefined : evaluateCondition(w.when, ctx, guards);
    const shown = when?.result ?? true;
    const computed: OptionTrace[] = [];
    if (shown) {
      for (const [option, v] of Object.entries(w.options ?? {})) {
        const { trace } = optionValue(v, ctx, guards);
        if (trace) computed.push({ option, ...trace });
      }
    }
    return { index, widget: w.widget, shown, ...(when ? { when } : {}), parts: shown ? decideParts(w.parts, ctx, guards) : [], computed };
  });
}

/**
 * The widgets a step shows, in order, each with its options computed ({@link optionValue}) and its parts decided.
 * Promises: pure; the same widgets, parts and values {@link explainWidgets} explains.
 */
export function resolveWidgets(step: Step, ctx: FlowContext, guards: GuardImpls): ResolvedWidget[] {
  const out: ResolvedWidget[] = [];
  step.widgets.forEach((w, index) => {
    if (w.when !== undefined && !evaluateCondition(w.when, ctx, guards).result) return;
    const options = Object.fromEntries(Object.entries(w.options ?? {}).map(([name, v]) => [name, optionValue(v, ctx, guards).value]));
    const parts = Object.fromEntries(decideParts(w.parts, ctx, guards).map((p) => [p.part, p.shown]));
    out.push({ index, widget: w.widget, options, parts });
  });
  return out;
}

/** The booking sidebar's parts (the flow's `sidebar.parts`), decided like a widget's. */
export function sidebarParts(flow: Flow, ctx: FlowContext, guards: GuardImpls): PartTrace[] {
  return decideParts(flow.sidebar?.parts, ctx, guards);
}
