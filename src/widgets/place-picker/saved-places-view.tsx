import { useId } from 'react';
import type { Address } from '../../api/addresses';
import type { ClientLocation } from '../../api/client-locations';
import { LoadingNotice } from '../../ui/loading-notice';
import { MODE_LABELS, SAVED_PLACES_LOADING } from '../address-shared/place-modes';

export interface SavedPlacesViewProps {
  /** Saved home addresses, primary first then by display name (B-09, A-45). */
  addresses: readonly Address[];
  /** The customer's workplace or shop (B-10), or null. */
  location: (ClientLocation & { location_type: 'workplace' | 'shop' }) | null;
  loading: boolean;
  busy?: boolean;
  onPickAddress: (a: Address) => void;
  onPickLocation: (l: ClientLocation & { location_type: 'workplace' | 'shop' }) => void;
}

/** B-09/B-10: the signed-in customer's place cards; choosing one sends `pickSavedPlace` (the flow routes, B-20..B-25). */
export function SavedPlacesView({ addresses, location, loading, busy, onPickAddress, onPickLocation }: SavedPlacesViewProps) {
  const titleId = useId();
  if (loading) {
    return <LoadingNotice>{SAVED_PLACES_LOADING}</LoadingNotice>;
  }
  if (addresses.length === 0 && !location) return null;
  return (
    <section className="place-picker__saved" aria-labelledby={titleId}>
      <h2 id={titleId} className="place-picker__subtitle">
        Your places
      </h2>
      <ul className="place-cards">
        {addresses.map((a) => (
          <li key={a.customer_address_id}>
            <button type="button" className="place-card" aria-disabled={busy || undefined} onClick={() => !busy && onPickAddress(a)}>
              <span className="place-card__name">
                {a.display_name || a.address_line_1}
                {a.is_primary ? <span className="place-card__tag">Primary</span> : null}
              </span>
              <span className="place-card__line">{a.one_line_human_readable_address}</span>
            </button>
          </li>
        ))}
        {location ? (
          <li>
            <button type="button" className="place-card" aria-disabled={busy || undefined} onClick={() => !busy && onPickLocation(location)}>
              <span className="place-card__name">
                {location.long_name}
                <span className="place-card__tag">{MODE_LABELS[location.location_type]}</span>
              </span>
              {location.address?.one_line_human_readable_address ? (
                <span className="place-card__line">{location.address.one_line_human_readable_address}</span>
              ) : null}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
