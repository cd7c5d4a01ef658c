import { applyCommand } from './apply-command';
import type { BookingCommand } from './booking-command';
import type { BookingState } from './booking-state';

/** Sends named commands to the booking (booking-command.ts); applied in order, listeners told once. */
export type DispatchBooking = (...commands: BookingCommand[]) => void;

/**
 * The booking being built, outside React: one object for the life of a flow, read at call time
 * (`getState`), changed only by named commands (`dispatch`, handled by `applyCommand`) and watched (`subscribe`).
 * Components read it through `useBooking(selector)`, so a change re-renders only the components whose selection changed.
 */
export interface BookingStore {
  /** The current booking (immutable: each change makes a new object, unchanged parts are shared). */
  getState: () => BookingState;
  /** Applies the commands in order; listeners are told once when the booking changed (commands that change nothing tell no one). */
  dispatch: DispatchBooking;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A booking store starting at `initial`. `dispatch` applies the commands synchronously, so `getState()` right
 * after it sees the change (e.g. `send` saving form data, then asking the engine). The methods are
 * bound: they can be passed around (`dispatch={store.dispatch}`) and never change identity.
 */
export function createBookingStore(initial: BookingState): BookingStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (...commands) => {
      const next = commands.reduce(applyCommand, state);
      if (next === state) return;
      state = next;
      // A copy: a listener may unsubscribe (or another subscribe) while we notify.
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
