/**
 * The props every widget receives from the step renderer. Widgets never import the engine or a
 * flow: the renderer adapts engine answers into these plain, typed values. The booking is not a prop:
 * a widget reads what it needs with `useBooking(selector)` (src/booking/use-booking.ts), so it
 * re-renders when that part changes, and changes it by sending named commands with `dispatch` (src/booking/booking-command.ts).
 */

import type { DispatchBooking } from '../../booking/booking-store';
import type { ProviderContent } from '../../generated/provider-config';

export type { ProviderContent };

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
  /**
   * The provider's content (names, contact, URLs, keys, lists and pricing rules shown as they are: the fields
   * marked `x-content` in schemas/provider-config.schema.json). Never a switch: what a widget shows is decided by
   * the flow, through its `parts` and options.
   */
  content: Readonly<ProviderContent>;
  /** A previous send is still being handled (buttons show a busy state). */
  busy: boolean;
  /** Who is booking. */
  session: Readonly<{ signedIn: boolean; guest: boolean }>;
}

/** Sends named commands to the booking (booking-command.ts); the change is saved for the tab. The booking store's `dispatch`: stable. */
export type { DispatchBooking };

/** Resolves a message key of the step or flow (after provider overlays), its placeholders filled from the step's context and `vars`. Throws on an unknown key. */
export type TextOf = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/**
 * Props of a widget component. `O` is the type of its `options` in the flow, `P` the names of its parts (both from
 * its options schema, `<name>.options.ts`: `WidgetPropsOf<typeof spec>`).
 */
export interface WidgetProps<O extends object = Record<string, unknown>, P extends string = never> {
  /** The catalogue name the flow used (for labels and test ids). */
  name: string;
  /** The widget's options from the flow (after provider overlays), computed values already computed. */
  options: O;
  /** What the flow decided the widget shows, part by part (`parts.prices`). */
  parts: Readonly<Record<P, boolean>>;
  /** Resolves any message key of the step or flow, placeholders filled (`{code}` from `vars`). Throws on an unknown key. */
  text: TextOf;
  values: WidgetValues;
  /**
   * Sends an event to the step. `data`, when given, is saved as this widget's form data before
   * the transition (so it survives reloads and later steps can read it).
   */
  send: (event: WidgetEvent, data?: Record<string, unknown>) => void;
  /** Changes the booking: `dispatch({ type: 'chooseSlot', schedule })`. */
  dispatch: DispatchBooking;
}

/** Empty values, for stories and tests. */
export const emptyWidgetValues: WidgetValues = {
  continueBlocked: false,
  blockerMessage: null,
  blockerShownOnPress: false,
  formData: undefined,
  params: {},
  content: {
    customer_facing_name: '',
  },
  busy: false,
  session: { signedIn: false, guest: false },
};
