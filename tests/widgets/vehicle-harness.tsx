/**
 * Test harness of the vehicle widgets: the widget inside a fresh QueryClient, a memory router and the
 * toast provider, with a booking that really changes (updateBooking applies the immer recipe) so the
 * widget sees its own writes. `send` is a spy.
 */
import type { ComponentType } from 'react';
import type { BookingState } from '../../src/booking/booking-state';
import type { WidgetProps, WidgetValues } from '../../src/widgets/contract/widget-props';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

/**
 * Messages of the vehicle steps, word for word from flows/booking.flow.json (the flow-level ones as the flow writes
 * them: field errors, failures), the provider phone filled in.
 */
export const VEHICLE_TEXTS: Record<string, string> = {
  ...stepTexts('vehicle-lookup'),
  'add-vehicle': 'Add a New Vehicle',
  'lookup-failed': 'There was an error looking up your vehicle. Please try again.',
  'make-not-offered': 'We do not offer mobile service for {make}. Please call us at (555) 040-0400 for in-house scheduling.',
  'critical-error': 'Critical Error: {text}',
};

export interface HarnessOptions {
  values?: Partial<WidgetValues>;
  booking?: Partial<BookingState>;
  /** The router's address (e.g. '/pricing/vehicle-lookup?error=true'). */
  at?: string;
}

export function renderVehicleWidget(Widget: ComponentType<WidgetProps>, { values = {}, booking = {}, at = '/' }: HarnessOptions = {}) {
  return renderFlowWidget(Widget, { text: textFrom(VEHICLE_TEXTS), values, booking, at, stableUpdateBooking: false });
}

export const signedIn = { signedIn: true, guest: false } as const;
