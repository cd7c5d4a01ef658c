import { useClientLocations, usePricedServiceOfferings, type ServiceOffering } from '../../api';
import type { BookingState } from '../../booking/booking-state';
import { priceListLocationId, tireOfferings } from './tire-offerings';

export interface TirePriceList {
  status: 'loading' | 'error' | 'ready';
  /** Tire services of the location's price list, in display order. */
  offerings: ServiceOffering[];
  /** The new-tires offering (is_atd_tire_product), if the price list has one. */
  atdOffering: ServiceOffering | null;
  retry: () => void;
}

/** The tire services priced for the booking's place and vehicle (M-17 to find the location, then M-19). */
export function useTirePriceList(booking: Pick<BookingState, 'placeMode' | 'clientLocation' | 'vehicle'>): TirePriceList {
  const locations = useClientLocations();
  const locationId = priceListLocationId(booking, locations.data);
  const priced = usePricedServiceOfferings(locationId, booking.vehicle?.id ?? null);
  const offerings = priced.data ? tireOfferings(priced.data.service_offerings) : [];
  const failed = locations.isError || priced.isError || (locations.isSuccess && locationId === null);
  return {
    status: failed ? 'error' : priced.isSuccess ? 'ready' : 'loading',
    offerings,
    atdOffering: offerings.find((o) => o.is_atd_tire_product === true) ?? null,
    retry: () => {
      if (locations.isError) void locations.refetch();
      else void priced.refetch();
    },
  };
}
