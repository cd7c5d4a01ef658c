import { useId } from 'react';
import type { ClientLocation } from '../../api/client-locations';
import { ChoiceOptions } from '../../ui/fields/choice-options';
import { LoadingNotice } from '../../ui/loading-notice';

export interface LocationPickerViewProps {
  mode: 'workplace' | 'shop';
  /** Active locations of the mode, by long name. */
  locations: readonly ClientLocation[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (l: ClientLocation) => void;
}

/**
 * B-12: workplaces as a dropdown; B-13: shops as a radio list of cards. A single location is selected for
 * the customer (B-14, done by the container) and shown selected here.
 */
export function LocationPickerView({ mode, locations, loading, selectedId, onSelect }: LocationPickerViewProps) {
  const id = useId();
  if (loading) {
    return <LoadingNotice>Loading locations…</LoadingNotice>;
  }
  if (locations.length === 0) return <p className="place-picker__empty">No locations are available right now.</p>;
  if (mode === 'workplace') {
    return (
      <div className="place-picker__field">
        <label htmlFor={`${id}-workplace`}>Choose your workplace</label>
        <select
          id={`${id}-workplace`}
          value={selectedId ?? ''}
          onChange={(e) => {
            const l = locations.find((x) => String(x.client_location_id) === e.target.value);
            if (l) onSelect(l);
          }}
        >
          <option value="" disabled>
            Select a workplace
          </option>
          <ChoiceOptions choices={locations.map((l) => ({ value: String(l.client_location_id), label: l.long_name }))} />
        </select>
      </div>
    );
  }
  return (
    <fieldset className="place-picker__shops">
      <legend>Choose a shop</legend>
      <ul className="place-cards">
        {locations.map((l) => (
          <li key={l.client_location_id}>
            <label className={`place-card place-card--radio${selectedId === l.client_location_id ? ' is-selected' : ''}`}>
              <input type="radio" name={`${id}-shop`} checked={selectedId === l.client_location_id} onChange={() => onSelect(l)} />
              <span className="place-card__body">
                <span className="place-card__name">{l.long_name}</span>
                {l.address?.one_line_human_readable_address ? <span className="place-card__line">{l.address.one_line_human_readable_address}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
