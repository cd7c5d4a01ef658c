import { createContext, useContext } from 'react';
import type { Updater } from 'use-immer';
import type { Effect, Explanation, Flow, FlowContext, GuardImpls } from '../engine';
import type { AnalyticsSink } from './analytics';
import type { BookingState } from '../booking/booking-state';

/** What the flow provider shares with routes and the step renderer. */
export interface FlowRuntime {
  flow: Flow;
  config: Readonly<Record<string, unknown>>;
  guards: GuardImpls;
  state: BookingState;
  update: Updater<BookingState>;
  session: FlowContext['session'];
  analytics: AnalyticsSink;
  /** The provider name (scopes saved state; sent with analytics events). */
  provider: string;
  /** The engine's context for a query and a state (the current state by default). */
  contextFor: (query: Record<string, string>, state?: BookingState) => FlowContext;
  /** Runs effects; `stepId` scopes alert message keys. */
  runEffects: (effects: readonly Effect[], stepId: string | null, ctx: FlowContext) => void;
  /** Marks a location key as handled; false when it already was (effects run once per navigation). */
  claimLocation: (key: string) => boolean;
  /** Leaves the app for an external http(s) address (a page load). */
  leave: (url: string) => void;
  /** The last decision taken (redirect or transition), for debugging and the preview. */
  lastExplanation: Explanation | null;
  setLastExplanation: (e: Explanation | null) => void;
}

export const FlowRuntimeContext = createContext<FlowRuntime | null>(null);

/** The flow runtime; throws outside a `<FlowProvider>`. */
export function useFlowRuntime(): FlowRuntime {
  const runtime = useContext(FlowRuntimeContext);
  if (!runtime) throw new Error('useFlowRuntime must be used inside <FlowProvider>.');
  return runtime;
}
