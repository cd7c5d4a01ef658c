import { httpUrl, safeRedirectPath } from '../domain/safe-url';
import { buildPath, matchRoute } from './match-route';
import type { Destination, Flow, FlowContext, FlowEvent, Target, TargetValue } from './types';
import { stepById } from './step-by-id';

function valueOf(v: TargetValue, event: FlowEvent | undefined, params: Record<string, string>): string {
  if (typeof v === 'string') return v;
  if ('event' in v) return String(event?.[v.event] ?? '');
  return params[v.param] ?? '';
}

function stepDestination(flow: Flow, stepId: string, params: Record<string, string> = {}, query: Record<string, string> = {}): Destination {
  const step = stepById(flow, stepId);
  if (!step) throw new Error(`Flow "${flow.id}" has no step "${stepId}".`);
  return { stepId, path: buildPath(step.route, params, query) };
}

/**
 * Turns a target into a destination: a step of the flow with its concrete path, or (for
 * `fromQuery`) the query parameter's value when it is a safe same-origin path. Falls back to
 * `otherwise` when the query value is missing or unsafe, or the config value has no mapping.
 */
export function resolveTarget(
  flow: Flow,
  target: Target,
  ctx: FlowContext,
  event?: FlowEvent,
  params: Record<string, string> = {},
): Destination {
  if (typeof target === 'string') return stepDestination(flow, target);
  if ('step' in target) {
    const p: Record<string, string> = {};
    const q: Record<string, string> = {};
    for (const [k, v] of Object.entries(target.params ?? {})) p[k] = valueOf(v, event, params);
    for (const [k, v] of Object.entries(target.query ?? {})) q[k] = valueOf(v, event, params);
    return stepDestination(flow, target.step, p, q);
  }
  if ('fromQuery' in target) {
    const raw = ctx.query[target.fromQuery];
    const safe = safeRedirectPath(raw, '');
    if (safe) return { stepId: matchRoute(flow, safe.split(/[?#]/)[0] ?? safe)?.step.id ?? null, path: safe };
    return resolveTarget(flow, target.otherwise, ctx, event, params);
  }
  if ('urlFromConfig' in target) {
    const url = httpUrl(ctx.config[target.urlFromConfig]);
    if (url) return { stepId: null, path: url, external: true };
    return resolveTarget(flow, target.otherwise, ctx, event, params);
  }
  const value = ctx.config[target.fromConfig];
  const mapped = typeof value === 'string' ? target.map[value] : undefined;
  if (mapped) return stepDestination(flow, mapped);
  return resolveTarget(flow, target.otherwise, ctx, event, params);
}
