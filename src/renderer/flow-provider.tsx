import type { StepMessagesLoader } from './step-messages';
import { useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { formatMessage, messageText } from '../engine';
import type { Effect, Flow, FlowContext, GuardImpls } from '../engine';
import { useSignedIn } from '../api/use-signed-in';
import { consoleAnalyticsSink, type AnalyticsSink } from './analytics';
import { bookingFacts, type BookingFacts } from '../booking/booking-facts';
import type { BookingState } from '../booking/booking-state';
import { createBookingStore } from '../booking/booking-store';
import { BookingStoreProvider } from '../booking/booking-store-provider';
import { runEffects as performEffects } from './effect-runner';
import { FlowRuntimeContext, type FlowRuntime } from './flow-runtime';
import { bookingGuards } from '../booking/guards';
import { loadBooking, persistBookingStore } from '../booking/persisted-booking';
import { numberDecision, type DecisionInput, type DecisionListener } from './decision';
import { DecisionListenerContext } from './decision-listener-context';

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
  /** Loads a step's messages when the build keeps them out of the flow (src/renderer/step-messages.ts). */
  loadStepMessages?: StepMessagesLoader;
  /**
   * Called with every decision the renderer takes (entering a step, an event, a Continue blocker), numbered
   * and explained (src/renderer/decision.ts). Without it (nor a `DecisionListenerContext` above), no decision
   * is built. Keep its identity stable: a new function re-renders the runtime's readers.
   */
  onDecision?: DecisionListener;
  children: ReactNode;
}

function defaultLeave(url: string): void {
  window.location.assign(url);
}

/**
 * Holds the booking store (saved to sessionStorage per provider) and the session, and gives routes what
 * they need to ask the engine and run its effects. The runtime it shares does not change with the
 * booking (only with the session or the configuration): components read the booking through
 * `useBooking(selector)`.
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
  loadStepMessages,
  onDecision,
  children,
}: FlowProviderProps) {
  // One store for the provider's life: its identity never changes, so nothing re-renders through it.
  const [store] = useState(() => createBookingStore(initialState ?? loadBooking(provider)));
  const guest = useSyncExternalStore(store.subscribe, () => store.getState().guest);
  const signedIn = useSignedIn();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- __MOCKS__ is a build-time constant: the same hooks run on every render
  const listenerAbove = __MOCKS__ ? useContext(DecisionListenerContext) : undefined;
  const listener = onDecision ?? listenerAbove;
  const recordDecision = useMemo(
    // Decisions are a tool of the preview: the customer build (`__MOCKS__` false) carries none of their code.
    () => (__MOCKS__ && listener ? (d: DecisionInput) => listener(numberDecision(d)) : undefined),
    [listener],
  );

  useEffect(() => persistBookingStore(store, provider), [store, provider]);

  const session = useMemo(() => ({ signedIn, guest: !signedIn && guest }), [signedIn, guest]);

  // The facts of the latest booking, computed once per booking however many components select them.
  const factsOf = useMemo(() => {
    let last: { state: BookingState; facts: BookingFacts } | null = null;
    return (state: BookingState): BookingFacts => {
      if (last?.state !== state) last = { state, facts: bookingFacts(state, config) };
      return last.facts;
    };
  }, [config]);

  const contextFor = useCallback(
    (query: Record<string, string>): FlowContext => ({
      config: config as Record<string, unknown>,
      session,
      booking: { ...factsOf(store.getState()) },
      query,
    }),
    [config, session, factsOf, store],
  );

  const runEffects = useCallback(
    (effects: readonly Effect[], stepId: string | null, ctx: FlowContext) =>
      performEffects(
        effects,
        {
          clearCart: () => store.dispatch({ type: 'clearCart' }),
          analytics,
          alert: onAlert,
          messageText: (key) => formatMessage(messageText(flow, stepId, key), { ...ctx }),
        },
        { step: stepId, provider },
      ),
    [analytics, flow, onAlert, provider, store],
  );

  const value = useMemo<FlowRuntime>(
    () => ({
      flow,
      config,
      guards,
      session,
      analytics,
      provider,
      factsOf,
      contextFor,
      runEffects,
      leave,
      loadStepMessages,
      recordDecision,
    }),
    [flow, config, guards, session, analytics, provider, factsOf, contextFor, runEffects, leave, loadStepMessages, recordDecision],
  );

  return (
    <BookingStoreProvider store={store}>
      <FlowRuntimeContext.Provider value={value}>{children}</FlowRuntimeContext.Provider>
    </BookingStoreProvider>
  );
}
