import type { StepMessagesLoader } from './step-messages';
import { createContext, useContext } from 'react';
import type { Effect, Flow, FlowContext, GuardImpls } from '../engine';
import type { AnalyticsSink } from './analytics';
import type { BookingFacts } from '../booking/booking-facts';
import type { BookingState } from '../booking/booking-state';
import type { DecisionInput } from './decision';

/**
 * What the flow provider shares with routes and the step renderer. The booking is not here: it lives in
 * the booking store (`useBooking(selector)`, src/booking/use-booking.ts), so a change of the booking
 * re-renders only the components whose selection changed, not every reader of the runtime.
 */
export interface FlowRuntime {
  flow: Flow;
  config: Readonly<Record<string, unknown>>;
  guards: GuardImpls;
  session: FlowContext['session'];
  analytics: AnalyticsSink;
  /** The provider name (scopes saved state; sent with analytics events). */
  provider: string;
  /** The booking facts of a booking under this configuration (the last answer is reused for the same booking). */
  factsOf: (state: BookingState) => BookingFacts;
  /** The engine's context for a query, from the booking as it is at call time (not as it was at the last render). */
  contextFor: (query: Record<string, string>) => FlowContext;
  /** Runs effects; `stepId` scopes alert message keys. */
  runEffects: (effects: readonly Effect[], stepId: string | null, ctx: FlowContext) => void;
  /** Leaves the app for an external http(s) address (a page load). */
  leave: (url: string) => void;
  /** Loads a step's messages when the build keeps them out of the flow; absent when the flow carries them. */
  loadStepMessages?: StepMessagesLoader;
  /**
   * Records a decision (numbered, then given to the provider's decision listener); absent when nobody listens,
   * so callers build no decision at all (the production default).
   */
  recordDecision?: (d: DecisionInput) => void;
}

export const FlowRuntimeContext = createContext<FlowRuntime | null>(null);

/** The flow runtime; throws outside a `<FlowProvider>`. */
export function useFlowRuntime(): FlowRuntime {
  const runtime = useContext(FlowRuntimeContext);
  if (!runtime) throw new Error('useFlowRuntime must be used inside <FlowProvider>.');
  return runtime;
}
