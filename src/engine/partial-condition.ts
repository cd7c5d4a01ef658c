import { evaluateCondition } from './evaluate-condition';
import type { Condition, FlowContext } from './types';

/** A value partly known: `true` or `false` when the known inputs settle it, else `'unknown'`. */
export type Tri = boolean | 'unknown';

/** The context sources a partial evaluation may take as known. */
export type KnownSource = 'config' | 'session' | 'query' | 'booking';

/** A condition leaf (not a constant, not `all` / `any` / `not`): a source read, a named guard or an unexpanded name. */
export type LeafCondition = Exclude<Condition, boolean | { all: unknown } | { any: unknown } | { not: unknown }>;

/** What a partial evaluation knows. */
export interface PartialInputs {
  /** The values; only those of the `known` sources are read. */
  ctx: FlowContext;
  /** The sources whose values in `ctx` hold (e.g. the configuration for a provider, the session kind on a step). */
  known: readonly KnownSource[];
  /**
   * What the caller knows about a leaf no known source settles (a booking fact value nothing can set under the
   * configuration, an event no widget sends), given the event being handled when the condition is a rule's.
   * Default: unknown. Named guards, event fields and unexpanded names always come here.
   */
  leaf?: (leaf: LeafCondition, event: string | null) => Tri;
}

/** How a condition evaluated partly: the result of each node, why a leaf has its result, and the value a known leaf read. */
interface PartialTrace {
  result: Tri;
  op: 'all' | 'any' | 'not' | 'constant' | 'leaf';
  children?: PartialTrace[];
  /** A leaf's reason: `known` (a known source's value decided), `caller` (`inputs.leaf` said), `unknown` (nothing settles it). */
  by?: 'known' | 'caller' | 'unknown';
  /** The value a `known` leaf read. */
  value?: unknown;
}

function sourceOf(leaf: LeafCondition): KnownSource | null {
  if ('config' in leaf) return 'config';
  if ('session' in leaf) return 'session';
  if ('query' in leaf) return 'query';
  if ('booking' in leaf) return 'booking';
  return null;
}

function leafTrace(leaf: LeafCondition, inputs: PartialInputs, event: string | null): PartialTrace {
  const source = sourceOf(leaf);
  if (source && inputs.known.includes(source)) {
    const t = evaluateCondition(leaf, inputs.ctx, {});
    return { result: t.result, op: 'leaf', by: 'known', value: t.value };
  }
  const said = inputs.leaf?.(leaf, event) ?? 'unknown';
  return { result: said, op: 'leaf', by: said === 'unknown' ? 'unknown' : 'caller' };
}

/**
 * Evaluates a condition against partly known inputs (Kleene's three-valued logic). Promises: `true` / `false`
 * only when every context with the known sources' values (and anything `inputs.leaf` allows) gives that result
 * with `evaluateCondition`; `all` is false when a child is false, true when every child is true, else unknown
 * (`any` the dual; `not` keeps unknown). Leaves of the known sources are read from `inputs.ctx`; every other leaf
 * (booking facts not known, event fields, named guards, a name left unexpanded) is what `inputs.leaf` says, by
 * default unknown. Never throws. `event` is the name of the event whose rule the condition is (for `inputs.leaf`).
 * The one partial evaluator of the engine: the checker's analysis, the prefetch and the preview use it.
 */
export function partialCondition(cond: Condition, inputs: PartialInputs, event: string | null = null): PartialTrace {
  if (typeof cond === 'boolean') return { result: cond, op: 'constant' };
  if ('all' in cond || 'any' in cond) {
    const isAll = 'all' in cond;
    const children = (isAll ? cond.all : cond.any).map((c) => partialCondition(c, inputs, event));
    const results = children.map((c) => c.result);
    const decisive = !isAll; // `all` is decided by a false child, `any` by a true one
    const result = results.includes(decisive) ? decisive : results.includes('unknown') ? 'unknown' : !decisive;
    return { result, op: isAll ? 'all' : 'any', children };
  }
  if ('not' in cond) {
    const child = partialCondition(cond.not, inputs, event);
    return { result: child.result === 'unknown' ? 'unknown' : !child.result, op: 'not', children: [child] };
  }
  return leafTrace(cond, inputs, event);
}
