import { decodeScenario, type Scenario } from '../../src/api/scenario-codec';
import { PREVIEW_PARAM } from '../../src/app/repro/preview-param';
import type { BookingState } from '../../src/booking/booking-state';

/** The scenario of the form without the start path: what, when it changes, reloads the app. */
export function scenarioKey(scenario: Scenario | null): string {
  return JSON.stringify(scenario);
}

/** The app's booking goes into a copied link, so the link runs what the frame shows. */
export function withBooking(scenario: Scenario, booking: BookingState | Scenario['booking'] | null | undefined): Scenario {
  return booking ? { ...scenario, booking: booking as Scenario['booking'] } : scenario;
}

/** The time machine's clock goes into a copied link when it moved away from the link's own `now`. */
export function withClock(scenario: Scenario, liveNow: string | null): Scenario {
  return liveNow && (!scenario.now || Date.parse(liveNow) !== Date.parse(scenario.now)) ? { ...scenario, clock: liveNow } : scenario;
}

/**
 * What a repro link carries beside the form's fields: the booking and the time machine's moved clock (the form
 * holds neither), so the frame runs the whole link. Empty for an unreadable link.
 */
export function linkExtras(link: string, origin: string): Pick<Scenario, 'booking' | 'clock'> {
  try {
    const encoded = new URL(link.trim(), origin).searchParams.get(PREVIEW_PARAM);
    if (!encoded) return {};
    const { booking, clock } = decodeScenario(encoded);
    return { ...(booking ? { booking } : {}), ...(clock ? { clock } : {}) };
  } catch {
    return {};
  }
}
