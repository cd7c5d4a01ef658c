import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { continueBlocker, nextStep } from '../engine';
import type { FlowEvent, Step } from '../engine';
import type { WidgetEvent } from '../widgets/contract/widget-props';
import { useBookingStore } from '../booking/booking-store-context';
import { useFlowRuntime } from './flow-runtime';
import { goTo } from './go-to';

/**
 * `send(event, data?)` for a step: saves `data` as the step's form data, refuses `continue` while a
 * blocker holds, asks the engine for the next step, runs its effects and navigates (external addresses by a page load).
 * The engine sees the booking as it is when `send` is called (after `data` is saved), whatever was rendered last.
 */
export function useStepSend(step: Step, params: Record<string, string>, query: Record<string, string>) {
  const runtime = useFlowRuntime();
  const store = useBookingStore();
  const navigate = useNavigate();
  const { flow, guards, contextFor, runEffects, setLastExplanation, leave } = runtime;
  return useCallback(
    (event: WidgetEvent, data?: Record<string, unknown>) => {
      if (data) {
        store.update((draft) => {
          draft.forms[step.id] = data;
        });
      }
      const ctx = contextFor(query);
      if (event.type === 'continue' && continueBlocker(flow, step.id, ctx, guards).blocked) return;
      const transition = nextStep(flow, step.id, event as FlowEvent, ctx, guards, params);
      setLastExplanation(transition.explanation);
      runEffects(transition.effects, step.id, ctx);
      goTo(transition.to.path, navigate, leave);
    },
    [store, contextFor, query, flow, step.id, guards, params, setLastExplanation, runEffects, navigate, leave],
  );
}
