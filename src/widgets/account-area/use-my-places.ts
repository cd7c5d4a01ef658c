import { useMemo } from 'react';
import { useAddresses, useDeleteAddress, useMakeAddressPrimary, useUpdateAddress } from '../../api/addresses';
import { useClientLocations, useDeleteCustomerClientLocation } from '../../api/client-locations';
import { specificFailureText, type MessageTextOf } from '../../api/failure-text';
import type { MyPlacesSectionProps, PlaceActions } from './my-places-section';
import { compareNames } from '../../domain/compare-names';

/** A failure as an Error whose message is the server's words (or the flow's `rate-limited`), or empty (the section then shows its own text). */
function shown(e: unknown, text: MessageTextOf): Error {
  return new Error(specificFailureText(e, text) ?? '');
}

/**
 * My Places data and actions (K-62..K-65): the saved addresses (not deleted, sorted by name), the saved
 * workplace/shop (the customer's default client location, named from GET /client-location), and the
 * PUT calls behind rename, make primary and delete. Each mutation refreshes the address list and the
 * customer's info, so the section redraws from the server's answer.
 */
export function useMyPlaces(
  signedIn: boolean,
  defaultClientLocationId: number | null | undefined,
  text: MessageTextOf,
): Omit<MyPlacesSectionProps, 'title' | 'emptyText' | 'loadingText' | 'primaryLabel' | 'labels'> {
  const showing = <T>(p: Promise<T>) => p.catch((e: unknown) => Promise.reject(shown(e, text)));
  const addresses = useAddresses({ enabled: signedIn });
  const locations = useClientLocations();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const primary = useMakeAddressPrimary();
  const removeWorkplace = useDeleteCustomerClientLocation();

  const places = useMemo(
    () =>
      addresses.data
        ? addresses.data
            .filter((a) => !a.is_deleted)
            .map((a) => ({
              id: a.customer_address_id,
              name: a.display_name ?? a.address_line_1,
              address: a.one_line_human_readable_address ?? `${a.address_line_1}, ${a.city}, ${a.state} ${a.postal_code}`,
              primary: a.is_primary === true,
            }))
            .sort((a, b) => compareNames(a.name, b.name))
        : addresses.isError
          ? []
          : null,
    [addresses.data, addresses.isError],
  );
  const location = defaultClientLocationId != null ? locations.data?.find((l) => l.client_location_id === defaultClientLocationId) : undefined;
  const workplace = location ? { id: location.client_location_id, name: location.long_name, address: location.address?.one_line_human_readable_address ?? '' } : null;

  const actions: PlaceActions = {
    rename: (id, name) => showing(update.mutateAsync({ addressId: id, fields: { display_name: name } })),
    makePrimary: (id) => showing(primary.mutateAsync(id)),
    remove: (id) => showing(remove.mutateAsync(id)),
    removeWorkplace: (id) => showing(removeWorkplace.mutateAsync(id)),
  };
  // Issue 29: a failed load says so with a way to try again (the list is not shown as empty without a word).
  const loadFailed = addresses.isError ? { text: specificFailureText(addresses.error, text), onRetry: () => void addresses.refetch() } : null;
  return { places, workplace, actions, loadFailed };
}
