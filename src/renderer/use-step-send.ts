import { useCallback } from 'react';
import type { FlowEvent } from '../engine';
import type { WidgetEvent } from '../widgets/contract/widget-props';
import { useBookingStore } from '../booking/booking-store-context';
import { useFlowRuntime } from './flow-runtime';
import { routeStart, transition, type ShownStep } from './transition';
import { useRouteMachine } from './use-route-machine';

/**
 * `send(event, data?)` for a shown step: saves `data` as the step's form data, then performs what the route's
 * `transition` decides for the event — refused while a blocker holding it back holds (`continue` unless the
 * blocker names its `events`), else the engine's next step: its effects, then the navigation (external addresses
 * by a page load). The engine sees the booking as it is when `send` is called (after `data` is saved), whatever was
 * rendered last. With a decision listener (mock builds: the preview), each event and each refused press is
 * recorded with the engine's explanation, on the step's location.
 */
export function useStepSend(shown: ShownStep) {
  const { contextFor } = useFlowRuntime();
  const store = useBookingStore();
  const { machine, perform } = useRouteMachine();
  return useCallback(
    (event: WidgetEvent, data?: Record<string, unknown>) => {
      if (data) {
        store.dispatch({ type: 'saveForm', stepId: shown.step.id, data });
      }
      const ctx = contextFor(shown.query);
      perform(transition(machine, { ...routeStart, view: shown }, { type: 'send', event: event as FlowEvent, ctx }).effects);
    },
    [store, contextFor, shown, machine, perform],
  );
}
