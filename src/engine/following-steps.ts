import { httpUrl, safeRedirectPath } from '../domain/safe-url';
import { expandFlow } from './expand-flow';
import { evaluateCondition } from './evaluate-condition';
import { expandRules } from './expand-rules';
import { matchRoute } from './match-route';
import { targetSteps } from './walk-flow';
import type { Condition, Flow, FlowContext, Step, Target } from './types';

/** The context sources a condition may read that hold still while the customer is on one step. */
type FixedSource = 'config' | 'session' | 'query';

/** A step that can follow the current one, with the widgets it may show. */
export interface FollowingStep {
  stepId: string;
  /** The step's widget names whose `when` can still hold (declaration order, each name once). */
  widgets: string[];
}

export interface FollowingStepsOptions {
  /**
   * The sources taken as known for the whole stay on the step (default: `config`, `session` and `query`:
   * the provider's flags, the session kind and the URL's query). Booking facts, event fields and named guards
   * are always unknown: the customer changes them on the step.
   */
  fixed?: readonly FixedSource[];
}

const DEFAULT_FIXED: readonly FixedSource[] = ['config', 'session', 'query'];

/** Three-valued evaluation: `true`/`false` when the fixed sources decide, `undefined` when the step can still change it. */
function partial(cond: Condition, ctx: FlowContext, fixed: readonly FixedSource[]): boolean | undefined {
  if (typeof cond === 'boolean') return cond;
  if ('all' in cond) {
    const r = cond.all.map((c) => partial(c, ctx, fixed));
    return r.includes(false) ? false : r.every((x) => x === true) ? true : undefined;
  }
  if ('any' in cond) {
    const r = cond.any.map((c) => partial(c, ctx, fixed));
    return r.includes(true) ? true : r.every((x) => x === false) ? false : undefined;
  }
  if ('not' in cond) {
    const r = partial(cond.not, ctx, fixed);
    return r === undefined ? undefined : !r;
  }
  const source = 'config' in cond ? 'config' : 'session' in cond ? 'session' : 'query' in cond ? 'query' : null;
  // booking, event, guard (and an unexpanded name, which evaluateCondition would refuse): unknown here.
  if (!source || !fixed.includes(source)) return undefined;
  return evaluateCondition(cond, ctx, {}).result;
}

/** The step ids a target can lead to, given the fixed sources (every branch of a source that is not fixed). */
function stepsOfTarget(flow: Flow, target: Target, ctx: FlowContext, fixed: readonly FixedSource[]): string[] {
  if (typeof target === 'string' || 'step' in target) return targetSteps(target);
  if ('fromQuery' in target) {
    if (!fixed.includes('query')) return targetSteps(target);
    const safe = safeRedirectPath(ctx.query[target.fromQuery], '');
    if (safe) {
      const id = matchRoute(flow, safe.split(/[?#]/)[0] ?? safe)?.step.id;
      return id ? [id] : [];
    }
    return stepsOfTarget(flow, target.otherwise, ctx, fixed);
  }
  if ('urlFromConfig' in target) {
    if (!fixed.includes('config')) return targetSteps(target);
    // An http(s) address leaves the app (resolveTarget's check): no step follows; anything else falls back to `otherwise`.
    return httpUrl(ctx.config[target.urlFromConfig]) ? [] : stepsOfTarget(flow, target.otherwise, ctx, fixed);
  }
  if (!fixed.includes('config')) return targetSteps(target);
  const value = ctx.config[target.fromConfig];
  const mapped = typeof value === 'string' ? target.map[value] : undefined;
  return mapped ? [mapped] : stepsOfTarget(flow, target.otherwise, ctx, fixed);
}

function widgetsOf(step: Step, ctx: FlowContext, fixed: readonly FixedSource[]): string[] {
  const names = step.widgets.filter((w) => !w.when || partial(w.when, ctx, fixed) !== false).map((w) => w.widget);
  return [...new Set(names)];
}

/**
 * The steps that can follow `stepId` for this context: the destinations of every event the step handles whose
 * rule can still decide, given what cannot change while the customer is on the step (`options.fixed`: by default the
 * provider configuration, the session kind and the query). Conservative: a rule is left out only when its condition
 * is false on those fixed facts, or when an earlier rule of the same event is true on them; every branch a fixed fact
 * does not decide is kept. Promises: for every booking, event and
 * guard value with the same fixed facts, `nextStep`'s destination step is in the answer (an external address or a
 * path outside the flow is no step). Guards of the following steps are not applied (they are for deep links and
 * stale state, never the normal path). Each step once, in the order the step's events and rules name them (the
 * current step included when an event leads back to it); each with its widgets that can still show. Pure; an
 * unknown step gives `[]`.
 */
export function followingSteps(written: Flow, stepId: string, ctx: FlowContext, options: FollowingStepsOptions = {}): FollowingStep[] {
  const flow = expandFlow(written);
  const fixed = options.fixed ?? DEFAULT_FIXED;
  const step = flow.steps.find((s) => s.id === stepId);
  if (!step) return [];
  const ids: string[] = [];
  const add = (target: Target) => {
    for (const id of stepsOfTarget(flow, target, ctx, fixed)) if (!ids.includes(id)) ids.push(id);
  };
  for (const handlers of Object.values(step.on ?? {})) {
    let decided = false;
    for (const rule of expandRules(flow, handlers.rules)) {
      const holds = partial(rule.when, ctx, fixed);
      if (holds === false) continue;
      add(rule.to);
      if (holds === true) {
        decided = true;
        break;
      }
    }
    if (!decided) add(handlers.otherwise.to);
  }
  const out: FollowingStep[] = [];
  for (const id of ids) {
    const next = flow.steps.find((s) => s.id === id);
    if (next) out.push({ stepId: id, widgets: widgetsOf(next, ctx, fixed) });
  }
  return out;
}
