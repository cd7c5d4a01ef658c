import { bookingFacts } from '../booking/booking-facts';
import { emptyBooking } from '../booking/booking-state';
import type { Scalar } from '../engine';

/** The facts of a new booking for a configuration (the app's own derivation, `bookingFacts` of an empty booking). */
export function initialFacts(config: Readonly<Record<string, unknown>>): Record<string, Scalar> {
  return { ...bookingFacts(emptyBooking(), config) } as unknown as Record<string, Scalar>;
}
