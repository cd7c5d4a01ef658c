/**
 * The props every widget receives from the step renderer. Widgets never import the engine or a
 * flow: the renderer adapts engine answers into these plain, typed values. The booking is not a prop:
 * a widget reads what it needs with `useBooking(selector)` (src/booking/use-booking.ts), so it
 * re-renders when that part changes, and changes it with `updateBooking` (or `useUpdateBooking()`).
 */

import type { BookingState } from '../../booking/booking-state';

/** A scalar an event field may carry (mirrors the engine's `Scalar`). */
export type WidgetScalar = string | number | boolean | null;

/** An event a widget sends to its step, e.g. `{ type: 'continue' }` or `{ type: 'pickCategory', category: 'tires' }`. */
export interface WidgetEvent {
  type: string;
  [field: string]: WidgetScalar;
}

/** Values the renderer hands to a widget: what it shows and what it needs to decide its own state. */
export interface WidgetValues {
  /** Continue is blocked on this step (first blocker holds). */
  continueBlocked: boolean;
  /** The blocker's resolved text, or null when not blocked. */
  blockerMessage: string | null;
  /** The blocker is shown when Continue is pressed (Continue stays pressable), not as an inactive Continue. */
  blockerShownOnPress: boolean;
  /** Data a form widget saved earlier on this step (restored after a reload), if any. */
  formData: Record<string, unknown> | undefined;
  /** Route parameters of the current step, e.g. `{ plateState: 'VA' }`. */
  params: Readonly<Record<string, string>>;
  /** The provider configuration (read-only). */
  config: Readonly<Record<string, unknown>>;
  /** A previous send is still being handled (buttons show a busy state). */
  busy: boolean;
  /** Who is booking. */
  session: Readonly<{ signedIn: boolean; guest: boolean }>;
}

/** Changes the booking with an immer recipe; the change is saved for the tab. The booking store's `update`: stable. */
export type UpdateBooking = (recipe: (draft: BookingState) => void) => void;

/** Props of a widget component. `O` is the type of its `options` in the flow. */
export interface WidgetProps<O extends object = Record<string, unknown>> {
  /** The catalogue name the flow used (for labels and test ids). */
  name: string;
  /** The widget's options from the flow (after provider overlays). */
  options: O;
  /** Resolves any message key of the step or flow, placeholders filled. Throws on an unknown key. */
  text: (key: string) => string;
  values: WidgetValues;
  /**
   * Sends an event to the step. `data`, when given, is saved as this widget's form data before
   * the transition (so it survives reloads and later steps can read it).
   */
  send: (event: WidgetEvent, data?: Record<string, unknown>) => void;
  updateBooking: UpdateBooking;
}

/** Empty values, for stories and tests. */
export const emptyWidgetValues: WidgetValues = {
  continueBlocked: false,
  blockerMessage: null,
  blockerShownOnPress: false,
  formData: undefined,
  params: {},
  config: {},
  busy: false,
  session: { signedIn: false, guest: false },
};
