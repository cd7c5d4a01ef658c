import { produce } from 'immer';
import type { BookingState } from './booking-state';

/** An immer recipe that changes the booking in place on a draft. */
export type BookingRecipe = (draft: BookingState) => void;

/**
 * The booking being built, outside React: one object for the life of a flow, read at call time
 * (`getState`), changed with immer recipes (`update`) and watched (`subscribe`). Components read it
 * through `useBooking(selector)`, so a change re-renders only the components whose selection changed.
 */
export interface BookingStore {
  /** The current booking (immutable: each update makes a new object, unchanged parts are shared). */
  getState: () => BookingState;
  /** Applies a recipe; listeners are told when the booking changed (a recipe that changes nothing tells no one). */
  update: (recipe: BookingRecipe) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A booking store starting at `initial`. `update` applies the recipe synchronously, so `getState()` right
 * after it sees the change (e.g. `send` saving form data, then asking the engine). The methods are
 * bound: they can be passed around (`updateBooking={store.update}`) and never change identity.
 */
export function createBookingStore(initial: BookingState): BookingStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    update: (recipe) => {
      const next = produce(state, recipe);
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
