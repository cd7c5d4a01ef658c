import { useCallback } from 'react';
import { produce } from 'immer';
import { useNavigate } from 'react-router-dom';
import { continueBlocker, nextStep } from '../engine';
import type { FlowEvent, Step } from '../engine';
import type { WidgetEvent } from '../widgets/contract/widget-props';
import { useFlowRuntime } from './flow-runtime';
import { goTo } from './go-to';

/**
 * `send(event, data?)` for a step: saves `data` as the step's form data, refuses `continue` while a
 * blocker holds, asks the engine for the next step, runs its effects and navigates (external addresses by a page load).
 */
export function useStepSend(step: Step, params: Record<string, string>, query: Record<string, string>) {
  const runtime = useFlowRuntime();
  const navigate = useNavigate();
  const { flow, guards, state, update, contextFor, runEffects, setLastExplanation, leave } = runtime;
  return useCallback(
    (event: WidgetEvent, data?: Record<string, unknown>) => {
      let next = state;
      if (data) {
        next = produce(state, (draft) => {
          draft.forms[step.id] = data;
        });
        update((draft) => {
          draft.forms[step.id] = data;
        });
      }
      const ctx = contextFor(query, next);
      if (event.type === 'continue' && continueBlocker(flow, step.id, ctx, guards).blocked) return;
      const transition = nextStep(flow, step.id, event as FlowEvent, ctx, guards, params);
      setLastExplanation(transition.explanation);
      runEffects(transition.effects, step.id, ctx);
      goTo(transition.to.path, navigate, leave);
    },
    [state, update, contextFor, query, flow, step.id, guards, params, setLastExplanation, runEffects, navigate, leave],
  );
}
