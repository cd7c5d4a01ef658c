/**
 * Which client location prices the services of a booking, and which schedule types its place offers.
 *
 * - At work or at the shop: the chosen client location (M-19, M-04).
 * - At home: the provider's `mobile` client location (the area home addresses are served from, M-17)
 *   prices the services; the schedule types come from the saved address (M-05), or from that mobile
 *   location while the address is not saved yet.
 * - No place yet (providers that ask for the place after the services): as at home, or the first
 *   active location when the provider has no mobile area.
 * (docs/decisions.md "Screens: services".)
 */
import { useClientLocations } from '../../api/client-locations';
import type { ClientLocation, ServiceOffering } from '../../api/entities';
import { usePricedServiceOfferings } from '../../api/client-locations';
import { useOfferedScheduleTypes } from '../../api/schedule-types';
import type { BookingState } from '../../booking/booking-state';

/** The location that prices services when the booking has no workplace or shop: the mobile area, else the first. */
function fallbackLocationId(locations: readonly ClientLocation[] | undefined): number | null {
  if (!locations || locations.length === 0) return null;
  const mobile = locations.find((l) => l.location_type === 'mobile');
  return (mobile ?? locations[0]!).client_location_id;
}

/** The chosen workplace/shop id, or null when the booking is at home or has no place. */
function chosenLocationId(booking: Pick<BookingState, 'placeMode' | 'clientLocation'>): number | null {
  return (booking.placeMode === 'workplace' || booking.placeMode === 'shop') && booking.clientLocation ? booking.clientLocation.id : null;
}

/**
 * The client location that prices this booking's services (null while loading or when none exists); `error`
 * and `refetch` are the location list's when it is needed and failed.
 */
function useServiceLocationId(booking: Pick<BookingState, 'placeMode' | 'clientLocation'>): {
  locationId: number | null;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
} {
  const chosen = chosenLocationId(booking);
  const locations = useClientLocations();
  if (chosen !== null) return { locationId: chosen, isLoading: false, isError: false, error: null, refetch: () => undefined };
  return {
    locationId: fallbackLocationId(locations.data),
    isLoading: locations.isLoading,
    isError: locations.isError,
    error: locations.error,
    refetch: () => void locations.refetch(),
  };
}

/** The priced offerings (M-19) for the booking's place and vehicle. */
export function useServiceOfferings(booking: Pick<BookingState, 'placeMode' | 'clientLocation' | 'vehicle'>): {
  offerings: ServiceOffering[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** What failed (the location list or the offerings), or null. */
  error: unknown;
  /** Retries what failed: the location list when it did (the offerings follow), else the offerings. */
  refetch: () => void;
} {
  const place = useServiceLocationId(booking);
  const query = usePricedServiceOfferings(place.locationId, booking.vehicle?.id ?? null);
  return {
    offerings: query.data?.service_offerings,
    isLoading: place.isLoading || (place.locationId !== null && query.isLoading),
    isError: place.isError || query.isError,
    error: place.isError ? place.error : query.error,
    refetch: () => (place.isError ? place.refetch() : void query.refetch()),
  };
}

/** The schedule type names (mechanical, tires, detailing, …) offered at the booking's place. */
export function useOfferedTypeNames(booking: Pick<BookingState, 'placeMode' | 'clientLocation' | 'homeAddress'>): {
  names: string[] | undefined;
  isLoading: boolean;
  isError: boolean;
} {
  const chosen = chosenLocationId(booking);
  const addressId = booking.placeMode === 'home' ? (booking.homeAddress?.id ?? null) : null;
  const needsFallback = chosen === null && addressId === null;
  const locations = useClientLocations();
  const fallback = needsFallback ? fallbackLocationId(locations.data) : null;
  const query = useOfferedScheduleTypes(addressId !== null ? { addressId } : { clientLocationId: chosen ?? fallback });
  const waitingForFallback = needsFallback && locations.isLoading;
  return {
    names: query.data?.map((t) => t.name),
    isLoading: waitingForFallback || query.isLoading,
    isError: (needsFallback && locations.isError) || query.isError,
  };
}
