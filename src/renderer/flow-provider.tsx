import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useImmer } from 'use-immer';
import { formatMessage, messageText } from '../engine';
import type { Effect, Explanation, Flow, FlowContext, GuardImpls } from '../engine';
import { getToken, onTokenChange } from '../api/client';
import { consoleAnalyticsSink, type AnalyticsSink } from './analytics';
import { bookingFacts } from '../booking/booking-facts';
import type { BookingState } from '../booking/booking-state';
import { runEffects as performEffects } from './effect-runner';
import { FlowRuntimeContext, type FlowRuntime } from './flow-runtime';
import { bookingGuards } from '../booking/guards';
import { loadBooking, saveBooking } from '../booking/persisted-booking';

export interface FlowProviderProps {
  flow: Flow;
  config: Readonly<Record<string, unknown>>;
  /** Provider name: scopes the saved booking. */
  provider: string;
  guards?: GuardImpls;
  analytics?: AnalyticsSink;
  /** Shows an `alert` effect's text (the app passes its toast). */
  onAlert?: (text: string) => void;
  /** Leaves the app for an external address; `window.location.assign` by default. */
  leave?: (url: string) => void;
  /** Starting state instead of the saved one (tests, stories). */
  initialState?: BookingState;
  children: ReactNode;
}

function defaultLeave(url: string): void {
  window.location.assign(url);
}

/**
 * Holds the booking (use-immer, saved to sessionStorage per provider) and the session, and gives
 * routes what they need to ask the engine and run its effects.
 */
export function FlowProvider({
  flow,
  config,
  provider,
  guards = bookingGuards,
  analytics = consoleAnalyticsSink,
  onAlert = (text) => console.warn(`[alert] ${text}`),
  initialState,
  leave = defaultLeave,
  children,
}: FlowProviderProps) {
  const [state, update] = useImmer<BookingState>(() => initialState ?? loadBooking(provider));
  const [signedIn, setSignedIn] = useState(() => getToken() !== null);
  const [lastExplanation, setLastExplanation] = useState<Explanation | null>(null);
  const handled = useRef(new Set<string>());

  useEffect(() => onTokenChange((token) => setSignedIn(token !== null)), []);
  useEffect(() => saveBooking(provider, state), [provider, state]);

  const session = useMemo(() => ({ signedIn, guest: !signedIn && state.guest }), [signedIn, state.guest]);

  const contextFor = useCallback(
    (query: Record<string, string>, s: BookingState = state): FlowContext => ({
      config: config as Record<string, unknown>,
      session,
      booking: { ...bookingFacts(s, config) },
      query,
    }),
    [config, session, state],
  );

  const runEffects = useCallback(
    (effects: readonly Effect[], stepId: string | null, ctx: FlowContext) =>
      performEffects(
        effects,
        {
          clearCart: () =>
            update((draft) => {
              draft.cart = [];
            }),
          analytics,
          alert: onAlert,
          messageText: (key) => formatMessage(messageText(flow, stepId, key), { ...ctx }),
        },
        { step: stepId, provider },
      ),
    [analytics, flow, onAlert, provider, update],
  );

  const claimLocation = useCallback((key: string) => {
    if (handled.current.has(key)) return false;
    handled.current.add(key);
    return true;
  }, []);

  const value = useMemo<FlowRuntime>(
    () => ({
      flow,
      config,
      guards,
      state,
      update,
      session,
      analytics,
      provider,
      contextFor,
      runEffects,
      claimLocation,
      leave,
      lastExplanation,
      setLastExplanation,
    }),
    [flow, config, guards, state, update, session, analytics, provider, contextFor, runEffects, claimLocation, leave, lastExplanation],
  );

  return <FlowRuntimeContext.Provider value={value}>{children}</FlowRuntimeContext.Provider>;
}
