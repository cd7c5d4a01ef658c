/**
 * What a configuration alone settles about a flow's conditions. The configuration is known; the session,
 * the booking facts, the query and code guards vary — except where the widgets' journey model (the
 * catalogue's `fills` / `sends`, the one the journey checker uses) ties them to the configuration:
 * - a booking fact value that only configuration-gated choices set is impossible when every such choice is
 *   closed (no `placeMode: "workplace"` unless `service_locations` includes "workplace");
 * - a session (`guest`) that only a gated choice starts is impossible when that choice is closed;
 * - an event no visible widget can send under the configuration is never sent, and an event field
 *   (`category: "diagnostic"`) only a gated choice carries never has that value.
 * `tri` evaluates a condition with the engine's partial evaluator (partialCondition: the configuration known, the
 * rest told by `leafTri`); `why` says, in configuration terms, what the condition would need to get the other value.
 */
import { partialCondition, type Condition, type Flow, type FlowContext, type LeafCondition, type PartialInputs, type Scalar, type Step, type Tri, type WidgetModel, type WidgetUse } from '../../src/engine';
import { initialFacts } from '../../src/journeys/initial-facts';
import { widgetModels } from '../../src/journeys/widget-models';
import { widgetCatalog } from '../../src/widgets/registry/catalog';
import type { ConfigRecord } from './analysis-types';
import { combine, leafNeed, type Need } from './config-needs';

interface Choice {
  /** Offered only while this part of the widget shows (the flow's `parts` on the widget use decide). */
  part?: string;
  when?: Condition;
  set?: Readonly<Record<string, Scalar>>;
  session?: 'signedIn' | 'guest';
  payload?: Readonly<Record<string, Scalar>>;
}

/** What the configuration settles about one event sent on one step. */
interface EventKnowledge {
  /** True when no widget on the step can send the event under the configuration. */
  closed: boolean;
  /** What would let a widget send it. */
  closedNeed: Need | null;
  /** False when some source of the event sends fields the model does not list (any value possible). */
  payloadKnown: boolean;
  open: Array<Readonly<Record<string, Scalar>>>;
  closedPayloads: Array<{ payload: Readonly<Record<string, Scalar>>; need: Need | null }>;
}

/** The step and event a rule condition is evaluated for (for `event` leaves). */
export interface EventScope {
  step: Step;
  type: string;
}

const models = widgetModels as Readonly<Record<string, WidgetModel>>;
const catalog = widgetCatalog as unknown as Readonly<Record<string, { events?: readonly string[] }>>;

function contextOf(config: ConfigRecord): FlowContext {
  return { config: config as Record<string, unknown>, session: { signedIn: false, guest: false }, booking: {}, query: {} };
}

/** A choice's whole condition on one widget use: its own `when` and, for a choice tied to a part, the part's condition there. */
function choiceCondition(choice: Choice, use: WidgetUse): Condition | undefined {
  const part = choice.part === undefined ? undefined : (use.parts?.[choice.part] ?? false);
  if (part === undefined) return choice.when;
  return choice.when === undefined ? part : { all: [choice.when, part] };
}

/** Every choice of the journey model on every widget use of the flow, fills and sends alike, with its whole condition there. */
function allChoices(flow: Flow): Choice[] {
  return flow.steps.flatMap((step) =>
    step.widgets.flatMap((use) => {
      const m = models[use.widget];
      if (!m) return [];
      const choices = [...Object.values(m.fills ?? {}), ...Object.values(m.sends ?? {}).flatMap((byChoice) => Object.values(byChoice))] as Choice[];
      return choices.map((c) => ({ ...c, when: choiceCondition(c, use) }));
    }),
  );
}

function acceptedValues(cond: Exclude<Condition, boolean>, initial: Scalar | undefined): Scalar[] | null {
  if ('equals' in cond && cond.equals !== undefined) return [cond.equals as Scalar];
  if ('in' in cond && cond.in !== undefined) return [...(cond.in as Scalar[])];
  if ('includes' in cond && cond.includes !== undefined) return null;
  return typeof initial === 'boolean' ? [true] : null;
}

/** The configuration's knowledge about a flow; build once per (flow, configuration). */
export class ConfigKnowledge {
  private readonly ctx: FlowContext;
  private readonly initial: Record<string, Scalar>;
  /** `fact=value` → the needs of the closed choices that set it, when every setter is closed and it is not initial. */
  private readonly impossible = new Map<string, Need | null>();
  private readonly sessions = new Map<'signedIn' | 'guest', Need | null>();
  private readonly events = new Map<string, EventKnowledge>();

  constructor(readonly flow: Flow, readonly config: ConfigRecord) {
    this.ctx = contextOf(config);
    this.initial = initialFacts(config);
    const setters = new Map<string, { open: boolean; needs: Array<Need | null> }>();
    const starters = new Map<'signedIn' | 'guest', { open: boolean; needs: Array<Need | null> }>();
    for (const choice of allChoices(flow)) {
      const open = !choice.when || this.tri(choice.when) !== false;
      const need = open || !choice.when ? null : this.why(choice.when, true);
      for (const [fact, value] of Object.entries(choice.set ?? {})) {
        const key = `${fact}=${JSON.stringify(value)}`;
        const entry = setters.get(key) ?? { open: false, needs: [] };
        entry.open ||= open;
        entry.needs.push(need);
        setters.set(key, entry);
      }
      if (choice.session) {
        const entry = starters.get(choice.session) ?? { open: false, needs: [] };
        entry.open ||= open;
        entry.needs.push(need);
        starters.set(choice.session, entry);
      }
    }
    for (const [key, entry] of setters) {
      const [fact, json] = [key.slice(0, key.indexOf('=')), key.slice(key.indexOf('=') + 1)];
      if (!entry.open && JSON.stringify(this.initial[fact]) !== json) this.impossible.set(key, combine('any', entry.needs));
    }
    for (const [session, entry] of starters) if (!entry.open) this.sessions.set(session, combine('any', entry.needs));
  }

  /** Whether `fact` can never have `value` under this configuration; the need that would allow it. */
  private factClosed(fact: string, value: Scalar): { closed: boolean; need: Need | null } {
    const key = `${fact}=${JSON.stringify(value)}`;
    return this.impossible.has(key) ? { closed: true, need: this.impossible.get(key) ?? null } : { closed: false, need: null };
  }

  /** What the configuration settles about `type` sent on `step`. */
  event(step: Step, type: string): EventKnowledge {
    const cacheKey = `${step.id}|${type}`;
    const hit = this.events.get(cacheKey);
    if (hit) return hit;
    const result: EventKnowledge = { closed: false, closedNeed: null, payloadKnown: true, open: [], closedPayloads: [] };
    const sources = step.widgets.filter((w) => catalog[w.widget]?.events?.includes(type));
    const closedSources: Array<Need | null> = [];
    let openSources = 0;
    for (const use of sources) {
      if (use.when && this.tri(use.when) === false) {
        closedSources.push(this.why(use.when, true));
        continue;
      }
      const model = models[use.widget];
      const choices = model?.sends?.[type] as Readonly<Record<string, Choice>> | undefined;
      if (!choices || model?.offPath?.[type]) {
        openSources++;
        result.payloadKnown = false;
        continue;
      }
      const needs: Array<Need | null> = [];
      let anyOpen = false;
      for (const written of Object.values(choices)) {
        const choice = { ...written, when: choiceCondition(written, use) };
        const open = !choice.when || this.tri(choice.when) !== false;
        if (open) {
          anyOpen = true;
          result.open.push(choice.payload ?? {});
        } else {
          const need = choice.when ? this.why(choice.when, true) : null;
          needs.push(need);
          result.closedPayloads.push({ payload: choice.payload ?? {}, need });
        }
      }
      if (anyOpen) openSources++;
      else closedSources.push(combine('any', needs));
    }
    // No widget declares the event (the renderer sends it): it may be sent, with any fields.
    if (sources.length === 0) result.payloadKnown = false;
    else if (openSources === 0) {
      result.closed = true;
      result.closedNeed = combine('any', closedSources);
    }
    this.events.set(cacheKey, result);
    return result;
  }

  /** The partial evaluator's inputs on one step: the configuration known, every other leaf as `leafTri` tells it. */
  inputsFor(step: Step | null): PartialInputs {
    return { ctx: this.ctx, known: ['config'], leaf: (leaf, type) => this.leafTri(leaf, step && type !== null ? { step, type } : undefined) };
  }

  /** Three-valued: true or false when the configuration (and what it allows) settles the condition, else 'unknown'. */
  tri(cond: Condition, scope?: EventScope): Tri {
    return partialCondition(cond, this.inputsFor(scope?.step ?? null), scope?.type ?? null).result;
  }

  /** A leaf the configuration does not read: false when the journey model makes it impossible, else unknown. */
  private leafTri(cond: LeafCondition, scope?: EventScope): Tri {
    if ('booking' in cond) {
      const accepted = acceptedValues(cond, this.initial[cond.booking]);
      if (accepted?.length && accepted.every((v) => this.factClosed(cond.booking, v).closed)) return false;
      return 'unknown';
    }
    if ('session' in cond) {
      const plain = !('equals' in cond) && !('in' in cond) && !('includes' in cond);
      return plain && this.sessions.has(cond.session as 'signedIn' | 'guest') ? false : 'unknown';
    }
    if ('event' in cond && scope) return this.eventLeaf(cond, scope).closed ? false : 'unknown';
    return 'unknown';
  }

  private eventLeaf(cond: Exclude<Condition, boolean> & { event: string }, scope: EventScope): { closed: boolean; need: Need | null } {
    const k = this.event(scope.step, scope.type);
    const accepted = acceptedValues(cond, undefined);
    if (!k.payloadKnown || !accepted) return { closed: false, need: null };
    const matches = (p: Readonly<Record<string, Scalar>>) => accepted.includes(p[cond.event] as Scalar);
    if (k.open.some(matches)) return { closed: false, need: null };
    const closing = k.closedPayloads.filter((c) => matches(c.payload));
    if (!closing.length) return { closed: false, need: null };
    return { closed: true, need: combine('any', closing.map((c) => c.need)) };
  }

  /**
   * What the configuration would need for `cond` to have the value `want` (call it when `tri` settles the
   * opposite): `all` of the needs when every part must change, `any` when one is enough. Null when the
   * condition's value does not come from the configuration.
   */
  why(cond: Condition, want: boolean, scope?: EventScope): Need | null {
    if (typeof cond === 'boolean') return null;
    if ('all' in cond) {
      return want
        ? combine('all', cond.all.filter((c) => this.tri(c, scope) === false).map((c) => this.why(c, true, scope)))
        : combine('any', cond.all.map((c) => this.why(c, false, scope)));
    }
    if ('any' in cond) {
      return want
        ? combine('any', cond.any.map((c) => this.why(c, true, scope)))
        : combine('all', cond.any.filter((c) => this.tri(c, scope) === true).map((c) => this.why(c, false, scope)));
    }
    if ('not' in cond) return this.why(cond.not, !want, scope);
    if ('config' in cond) return leafNeed(cond, want);
    if (!want) return null;
    if ('booking' in cond) {
      const accepted = acceptedValues(cond, this.initial[cond.booking]) ?? [];
      return combine('any', accepted.map((v) => this.factClosed(cond.booking, v).need));
    }
    if ('session' in cond) return this.sessions.get(cond.session as 'signedIn' | 'guest') ?? null;
    if ('event' in cond && scope) return this.eventLeaf(cond, scope).need;
    return null;
  }
}
