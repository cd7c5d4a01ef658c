import type { QueryClient } from '@tanstack/react-query';
import { serviceAreaQueryOptions } from '../../api/addresses';
import type { BookingState } from '../../booking/booking-state';
import { validateServiceArea } from '../../domain/validate-address';

/** What the later service-area check found: served, not served (with the postal code), or still unknown (the call failed again). */
export type ServiceAreaRecheck = { kind: 'served' } | { kind: 'not-served'; code: string } | { kind: 'unknown' };

/**
 * B-29/B-40, issue 15: the service-area check of a typed home address, made again later. The place step lets
 * an address through when GET /service-area failed (B-40: no error shown); before the address is created with
 * the account, this asks again (the cached answer when the place step had one, else a new call). Promises:
 * `not-served` only on an answer that does not list the postal code; `served` for anything that is not an
 * unsaved home address (a saved address was checked by the back end when it was created); `unknown` when the
 * call fails again (never throws: the back end refuses an unserved address when it is created).
 */
export async function recheckServiceArea(qc: QueryClient, booking: Pick<BookingState, 'placeMode' | 'homeAddress'>): Promise<ServiceAreaRecheck> {
  const address = booking.homeAddress;
  if (booking.placeMode !== 'home' || !address || address.id !== null) return { kind: 'served' };
  let area: { postal_code: string }[];
  try {
    area = await qc.fetchQuery({ ...serviceAreaQueryOptions(), retry: false });
  } catch {
    return { kind: 'unknown' };
  }
  const code = address.postal_code.trim();
  return validateServiceArea(code, area).ok ? { kind: 'served' } : { kind: 'not-served', code };
}
