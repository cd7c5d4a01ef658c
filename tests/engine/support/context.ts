import { expandFlow, type FlowContext, type Flow, type GuardImpls } from '../../../src/engine';
import bookingFlowJson from '../../../flows/booking.flow.json';

/** flows/booking.flow.json as written (templates, named conditions). */
export const writtenBookingFlow = bookingFlowJson as unknown as Flow;
/** The booking flow as the engine runs it (expandFlow): what the app, the checker and the journeys see. */
export const bookingFlow = expandFlow(writtenBookingFlow);

/** Booking facts of a customer part-way through a booking: vehicle, place and a cart. */
export const readyBooking = {
  hasVehicle: true,
  vehicleType: 'automobile',
  hasPlace: true,
  placeMode: 'home',
  hasHomeAddress: true,
  cartEmpty: false,
  cartHasQuoteOption: false,
  accountExists: false,
  changeBooking: false,
} as const;

export interface ContextInput {
  config?: Record<string, unknown>;
  signedIn?: boolean;
  guest?: boolean;
  booking?: FlowContext['booking'];
  query?: Record<string, string>;
}

/** A flow context with sensible defaults: the demo-like provider, a visitor, an empty booking. */
export function makeContext(input: ContextInput = {}): FlowContext {
  return {
    config: { service_locations: ['home', 'workplace', 'shop'], ...input.config },
    session: { signedIn: input.signedIn ?? false, guest: input.guest ?? false },
    booking: { ...input.booking },
    query: { ...input.query },
  };
}

/** Guard implementations for tests: every named guard false unless overridden. */
export function makeGuards(values: Record<string, boolean> = {}): GuardImpls {
  return {
    singleShopLocation: () => values.singleShopLocation ?? false,
    parkAnywhereVehicle: () => values.parkAnywhereVehicle ?? false,
  };
}
