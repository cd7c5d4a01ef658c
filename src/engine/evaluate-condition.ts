import type { Condition, ConditionLeaf, ConditionTrace, FlowContext, FlowEvent, GuardImpls, Scalar } from './types';

/** Thrown when a condition names a guard that has no implementation (XState style: loud, never silently false). */
export class MissingGuardError extends Error {
  constructor(readonly guard: string) {
    super(`Unknown guard "${guard}": no implementation was given to the engine.`);
    this.name = 'MissingGuardError';
  }
}

/**
 * Thrown when a condition still names a flow condition (`{ "condition": name }`): the engine evaluates flows
 * expanded by expandFlow, where each name is replaced by its definition (loud, never silently false).
 */
export class UnexpandedConditionError extends Error {
  constructor(readonly condition: string) {
    super(`Named condition "${condition}" was not expanded: evaluate conditions of a flow passed through expandFlow.`);
    this.name = 'UnexpandedConditionError';
  }
}

function readLeaf(cond: Exclude<Condition, boolean>, ctx: FlowContext, event?: FlowEvent): { source: string; value: unknown } {
  if ('config' in cond) return { source: `config.${cond.config}`, value: ctx.config[cond.config] };
  if ('booking' in cond) return { source: `booking.${cond.booking}`, value: ctx.booking[cond.booking] };
  if ('query' in cond) return { source: `query.${cond.query}`, value: ctx.query[cond.query] };
  if ('event' in cond) return { source: `event.${cond.event}`, value: event?.[cond.event] };
  if ('session' in cond) return { source: `session.${cond.session}`, value: ctx.session[cond.session] };
  throw new Error('not a leaf');
}

/** A leaf's source, name, test and operand, as written. */
function leafOf(cond: Exclude<Condition, boolean>): ConditionLeaf {
  const [source, name] =
    'config' in cond ? (['config', cond.config] as const)
    : 'booking' in cond ? (['booking', cond.booking] as const)
    : 'query' in cond ? (['query', cond.query] as const)
    : 'event' in cond ? (['event', cond.event] as const)
    : (['session', 'session' in cond ? cond.session : ''] as const);
  if ('equals' in cond && cond.equals !== undefined) return { source, name, test: 'equals', operand: cond.equals };
  if ('in' in cond && cond.in !== undefined) return { source, name, test: 'in', operand: cond.in };
  if ('includes' in cond && cond.includes !== undefined) return { source, name, test: 'includes', operand: cond.includes };
  return { source, name, test: source === 'query' ? 'present' : 'truthy' };
}

function show(v: unknown): string {
  return JSON.stringify(v) ?? 'undefined';
}

/**
 * Describes a condition in words, e.g. `config.is_skipping_vehicle is truthy`,
 * `booking.placeMode = "workplace"`, `not (session.signedIn)`; the constants read `always` and `never`. Stable: used in traces and reports.
 */
export function describeCondition(cond: Condition): string {
  if (typeof cond === 'boolean') return cond ? 'always' : 'never';
  // A flow's conditions are data that never change: each is described once (every evaluation's trace names it).
  let text = descriptions.get(cond);
  if (text === undefined) {
    text = describeUncached(cond);
    descriptions.set(cond, text);
  }
  return text;
}

const descriptions = new WeakMap<Exclude<Condition, boolean>, string>();

function describeUncached(cond: Exclude<Condition, boolean>): string {
  if ('all' in cond) return `all of (${cond.all.map(describeCondition).join('; ')})`;
  if ('any' in cond) return `any of (${cond.any.map(describeCondition).join('; ')})`;
  if ('not' in cond) return `not (${describeCondition(cond.not)})`;
  if ('guard' in cond) return `guard ${cond.guard}`;
  if ('condition' in cond) return `condition ${cond.condition}`;
  if ('session' in cond) return `session.${cond.session}`;
  const source =
    'config' in cond ? `config.${cond.config}` : 'booking' in cond ? `booking.${cond.booking}` : 'query' in cond ? `query.${cond.query}` : `event.${cond.event}`;
  if ('equals' in cond && cond.equals !== undefined) return `${source} = ${show(cond.equals)}`;
  if ('in' in cond && cond.in !== undefined) return `${source} in ${show(cond.in)}`;
  if ('includes' in cond && cond.includes !== undefined) return `${source} includes ${show(cond.includes)}`;
  return 'query' in cond ? `${source} is present` : `${source} is truthy`;
}

function testLeaf(cond: Exclude<Condition, boolean>, value: unknown): boolean {
  if ('equals' in cond && cond.equals !== undefined) return value === cond.equals;
  if ('in' in cond && cond.in !== undefined) return (cond.in as Scalar[]).includes(value as Scalar);
  if ('includes' in cond && cond.includes !== undefined) return Array.isArray(value) && value.includes(cond.includes);
  if ('query' in cond) return typeof value === 'string';
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/**
 * Evaluates a condition against a context (and the event being handled, for `event` leaves).
 * Promises: never throws for any context shape except a missing guard implementation
 * (MissingGuardError) or a named condition left unexpanded (UnexpandedConditionError); the returned trace's `result` is the decision and each node records the
 * value it read. `all`/`any` evaluate every child so the trace is complete.
 */
export function evaluateCondition(
  cond: Condition,
  ctx: FlowContext,
  guards: GuardImpls,
  event?: FlowEvent,
): ConditionTrace {
  const text = describeCondition(cond);
  if (typeof cond === 'boolean') return { text, result: cond, op: 'constant' };
  if ('all' in cond) {
    const children = cond.all.map((c) => evaluateCondition(c, ctx, guards, event));
    return { text, result: children.every((c) => c.result), children, op: 'all' };
  }
  if ('any' in cond) {
    const children = cond.any.map((c) => evaluateCondition(c, ctx, guards, event));
    return { text, result: children.some((c) => c.result), children, op: 'any' };
  }
  if ('not' in cond) {
    const child = evaluateCondition(cond.not, ctx, guards, event);
    return { text, result: !child.result, children: [child], op: 'not' };
  }
  if ('guard' in cond) {
    const impl = guards[cond.guard];
    if (!impl) throw new MissingGuardError(cond.guard);
    return { text, result: Boolean(impl(ctx, event)), op: 'guard' };
  }
  if ('condition' in cond) throw new UnexpandedConditionError(cond.condition);
  const { value } = readLeaf(cond, ctx, event);
  return { text, result: testLeaf(cond, value), value, op: 'leaf', leaf: leafOf(cond) };
}
