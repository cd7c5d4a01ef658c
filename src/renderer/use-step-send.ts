import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { continueBlocker, nextStep } from '../engine';
import type { FlowEvent, Step } from '../engine';
import type { WidgetEvent } from '../widgets/contract/widget-props';
import { useBookingStore } from '../booking/booking-store-context';
import { blockedDecision, eventDecision } from './decision';
import { useFlowRuntime } from './flow-runtime';
import { goTo } from './go-to';

/**
 * `send(event, data?)` for a step: saves `data` as the step's form data, refuses an event while a blocker
 * holding it back holds (`continue` unless the blocker names its `events`), asks the engine for the next step, runs its effects and navigates (external addresses by a page load).
 * The engine sees the booking as it is when `send` is called (after `data` is saved), whatever was rendered last.
 * With a decision listener (mock builds: the preview), each event and each refused Continue is recorded with the engine's
 * explanation, on `path` (the step's location; the window's when absent).
 */
export function useStepSend(step: Step, params: Record<string, string>, query: Record<string, string>, path?: string) {
  const runtime = useFlowRuntime();
  const store = useBookingStore();
  const navigate = useNavigate();
  const { flow, guards, contextFor, runEffects, setLastExplanation, leave, recordDecision } = runtime;
  return useCallback(
    (event: WidgetEvent, data?: Record<string, unknown>) => {
      if (data) {
        store.dispatch({ type: 'saveForm', stepId: step.id, data });
      }
      const ctx = contextFor(query);
      // A blocker holding this event refuses it (Continue by default; a blocker's `events` name others).
      const blocker = continueBlocker(flow, step.id, ctx, guards, event.type);
      if (blocker.blocked) {
        if (__MOCKS__) recordDecision?.(blockedDecision(step.id, path ?? window.location.pathname + window.location.search, blocker, true, event.type));
        return;
      }
      const transition = nextStep(flow, step.id, event as FlowEvent, ctx, guards, params);
      setLastExplanation(transition.explanation);
      if (__MOCKS__) recordDecision?.(eventDecision(step.id, path ?? window.location.pathname + window.location.search, event.type, transition));
      runEffects(transition.effects, step.id, ctx);
      goTo(transition.to.path, navigate, leave);
    },
    [store, contextFor, query, flow, step.id, guards, params, setLastExplanation, recordDecision, runEffects, navigate, leave, path],
  );
}
