import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFlowRuntime } from './flow-runtime';
import { goTo } from './go-to';
import type { RouteEffect, RouteMachine } from './transition';

/**
 * The route machine of the flow provider (its flow and guards; recording when a decision listener is there) and
 * `perform(effects)`, which performs a transition's effects in their order: the engine's effects through the
 * effect runner, destinations through the router (or a page load for an external address), decisions to the
 * listener. It decides nothing: `transition` (src/renderer/transition.ts) does.
 */
export function useRouteMachine(): { machine: RouteMachine; perform: (effects: readonly RouteEffect[]) => void } {
  const { flow, guards, runEffects, leave, recordDecision } = useFlowRuntime();
  const navigate = useNavigate();
  const recording = __MOCKS__ && recordDecision !== undefined;
  const machine = useMemo(() => ({ flow, guards, recording }), [flow, guards, recording]);
  const perform = useCallback(
    (effects: readonly RouteEffect[]) => {
      for (const effect of effects) {
        if (effect.type === 'run') runEffects(effect.effects, effect.stepId, effect.ctx);
        else if (effect.type === 'go') goTo(effect.to, navigate, leave, effect.replace);
        else if (__MOCKS__) recordDecision?.(effect.decision);
      }
    },
    [runEffects, navigate, leave, recordDecision],
  );
  return { machine, perform };
}
