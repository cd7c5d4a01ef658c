import { expandFlow } from './expand-flow';
import { evaluateCondition } from './evaluate-condition';
import { formatMessage, messageText } from './format-message';
import { matchRoute } from './match-route';
import { resolveTarget } from './resolve-target';
import type { Destination, Effect, Flow, FlowContext, GuardImpls, NotFound, Resolution, RuleTrace, Step } from './types';

const MAX_REDIRECTS = 12;

function queryOf(path: string): Record<string, string> {
  const i = path.indexOf('?');
  return i < 0 ? {} : Object.fromEntries(new URLSearchParams(path.slice(i + 1)));
}

/**
 * Resolves the step to show for a pathname. Applies the step's guards in order; the first that
 * holds redirects (its effects are collected) and the target's guards apply in turn, until a step
 * with no holding guard is reached. Promises: returns `notFound` for an unknown route; otherwise a
 * step that exists in the flow, the concrete path to show (with the target's query), the redirects
 * taken with the guards looked at, the effects to run (guards' effects, then the step's `track`),
 * and the explanation of the shown step's guards (each looked at, none holding) from this same
 * evaluation, so a trace never evaluates them again. Throws on a redirect loop (which the flow checker rules out for valid flows).
 */
export function resolveStep(written: Flow, pathname: string, ctx: FlowContext, guards: GuardImpls): Resolution | NotFound {
  const flow = expandFlow(written);
  const match = matchRoute(flow, pathname.split('?')[0] ?? pathname);
  if (!match) {
    const message = flow.notFound ? formatMessage(messageText(flow, null, flow.notFound), { ...ctx }) : 'Page not found';
    return { kind: 'notFound', path: pathname, message };
  }
  let step: Step = match.step;
  let params = match.params;
  let path = pathname;
  let context = ctx;
  const redirects: Resolution['redirects'] = [];
  const effects: Effect[] = [];
  const seen = [step.id];

  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const trace: RuleTrace[] = [];
    let taken: { to: Destination; id: string } | null = null;
    for (const guard of step.guards ?? []) {
      const condition = evaluateCondition(guard.when, context, guards);
      trace.push({ id: guard.id, kind: 'guard', matched: condition.result, condition, note: guard.note });
      if (condition.result) {
        taken = { to: resolveTarget(flow, guard.redirect, context, undefined, params), id: guard.id };
        effects.push(...(guard.effects ?? []));
        break;
      }
    }
    if (!taken) {
      if (step.track) effects.push({ track: step.track });
      return { kind: 'step', step, path, params, redirects, effects, explanation: { stepId: step.id, trace, decidedBy: 'none' } };
    }
    const explanation = { stepId: step.id, trace, decidedBy: taken.id };
    redirects.push({ from: step.id, to: taken.to, explanation });
    const next = matchRoute(flow, taken.to.path.split('?')[0] ?? taken.to.path);
    if (!next) {
      // A same-origin path outside this flow: the app navigates there.
      return { kind: 'step', step, path: taken.to.path, params, redirects, effects, explanation };
    }
    if (seen.includes(next.step.id)) {
      throw new Error(`Redirect loop in flow "${flow.id}": ${[...seen, next.step.id].join(' → ')}`);
    }
    seen.push(next.step.id);
    step = next.step;
    params = next.params;
    path = taken.to.path;
    context = { ...context, query: queryOf(path) };
  }
  throw new Error(`Too many redirects in flow "${flow.id}": ${seen.join(' → ')}`);
}
