/** What the scheduled-work handlers share: a work's place and status, its day for the slot check, its totals. */
import type { ProviderConfig } from '../../src/api/configuration';
import type { ServiceLine } from '../../src/api/entities';
import { world } from '../world';
import { locationById, MOBILE_LOCATION_ID, type LocationRecord } from '../world/catalog/places';
import type { DayContext } from '../world/availability';
import { computeTotals, durationMinutes } from '../world/pricing';
import type { StoredWork } from '../world/types';

export const DOUBLE_BOOKING_ANSWER = 'Sorry, the time you have chosen is now unavailable. Please select another time.';

export const isStatus = (w: StoredWork, ...statuses: string[]) => statuses.includes(w.status.toLowerCase());

export interface Place {
  location: LocationRecord;
  timeZone: string;
  taxRate: number;
}

export function placeOf(w: Pick<StoredWork, 'client_location_id' | 'customer_address_id'>): Place | undefined {
  if (w.client_location_id != null) {
    const l = locationById(w.client_location_id);
    return l ? { location: l, timeZone: l.time_zone ?? 'America/New_York', taxRate: l.tax_rate_percent ?? 0 } : undefined;
  }
  const a = world().addresses.find((x) => x.customer_address_id === w.customer_address_id);
  if (!a) return undefined;
  return { location: locationById(MOBILE_LOCATION_ID)!, timeZone: a.time_zone ?? 'America/New_York', taxRate: a.tax_rate_percent ?? 0 };
}

export function dayContext(place: Place, config: ProviderConfig, lines: ServiceLine[], excludeWorkId?: number): DayContext {
  return { location: place.location, timeZone: place.timeZone, config, works: world().works, durationMinutes: durationMinutes(lines), excludeWorkId };
}

/** Prices the work again (after its lines, tip or coupon changed). */
export function recompute(w: StoredWork, config: ProviderConfig) {
  const coupon = w.coupon_code ? world().coupons.find((c) => c.coupon_code === w.coupon_code) : undefined;
  Object.assign(
    w,
    computeTotals({
      lines: w.services, taxRatePercent: w.tax_rate_percent, coupon, customDiscountDollars: w.custom_discount_amount_dollars,
      referrerCode: w.referrer_code, config, tipDollars: w.tip_amount_dollars,
    }),
  );
}
