import type { Scalar } from '../../src/engine';
import { emptyBooking, type BookingState, type CartLine } from '../../src/booking/booking-state';
import type { VehicleType } from '../../src/domain/vehicle-types';
import { DEMO_CAMRY, DEMO_HOME_ADDRESS, OIL_CHANGE_LINE } from '../../src/booking/sample-booking';

/** The workplace or shop a sample booking names when a journey has chosen one (its id is not read by a guard). */
const SAMPLE_LOCATION = { id: 1, name: 'Sample location' } as const;

/**
 * A sample booking whose booking facts (src/booking/booking-facts.ts) are `facts` for what a step's guards read:
 * where service happens (`placeMode`, `hasPlace`, `hasHomeAddress`), the vehicle (`hasVehicle`, `vehicleType`), the
 * cart (`cartEmpty`, and the kind of its line: `cartHasRecall`, `cartHasPackageOrStandard`) and `accountExists`.
 * Built from the demo world's samples (src/booking/sample-booking.ts); other facts keep the empty booking's values.
 * A `guest` session is the booking's guest checkout (a signed-in one is the token's, not the booking's).
 * The preview's Replay sends it with each step, so the app shows the step the journey is on rather than the one
 * its guards would send an empty booking to. Pure.
 */
export function bookingForFacts(facts: Readonly<Record<string, Scalar>>, session?: string): BookingState {
  const booking = emptyBooking();
  booking.guest = session === 'guest';
  const mode = facts.placeMode;
  if (mode === 'home' || mode === 'workplace' || mode === 'shop') booking.placeMode = mode;
  if (mode === 'home' && facts.hasHomeAddress === true) booking.homeAddress = { ...DEMO_HOME_ADDRESS };
  if ((mode === 'workplace' || mode === 'shop') && facts.hasPlace === true) booking.clientLocation = { ...SAMPLE_LOCATION };
  if (facts.hasVehicle === true) {
    const type = typeof facts.vehicleType === 'string' && facts.vehicleType !== 'none' ? (facts.vehicleType as VehicleType) : DEMO_CAMRY.type;
    booking.vehicle = { ...DEMO_CAMRY, type };
  }
  if (facts.cartEmpty === false) booking.cart = [sampleLine(facts)];
  if (typeof facts.accountExists === 'boolean') booking.accountExists = facts.accountExists;
  return booking;
}

/** The cart's one line, of the kind the facts name (a recall, else the oil change, a standard service). */
function sampleLine(facts: Readonly<Record<string, Scalar>>): CartLine {
  if (facts.cartHasRecall === true && facts.cartHasPackageOrStandard !== true) {
    return { ...OIL_CHANGE_LINE, service_offering_id: 0, display_name: 'Recall Service', long_name: 'Recall Service', kind: 'recall', total_cost_dollars: 0, parts_cost_dollars: 0, labor_hours: 0 };
  }
  return { ...OIL_CHANGE_LINE };
}
