import { useId } from 'react';
import { Combobox } from '../../ui/combobox';
import { ModalDialog } from '../../ui/modal-dialog';
import { MODAL_COLORS } from '../../domain/vehicle-lists';
import { SelectField, choicesOf } from '../vehicle-shared/fields';

export interface SearchResultItem {
  key: string;
  label: string;
  detail?: string | null;
}

export interface VehicleSearchViewProps {
  open: boolean;
  onClose: () => void;
  query: string;
  onQuery: (text: string) => void;
  status: 'idle' | 'loading' | 'error' | 'ready';
  results: readonly SearchResultItem[];
  onPick: (item: SearchResultItem) => void;
  /** The picked result: the dialog then asks for the year (C-17) and color (C-26). */
  picked: { label: string } | null;
  years: readonly number[];
  year: string;
  onYear: (year: string) => void;
  yearError?: string | null;
  color: string;
  onColor: (color: string) => void;
  onUse: () => void;
  onBack: () => void;
}

const resultKey = (r: SearchResultItem) => r.key;
const resultLabel = (r: SearchResultItem) => r.label;
const renderResult = (r: SearchResultItem) => (
  <>
    <span>{r.label}</span>
    {r.detail ? <span className="vehicle-search__detail">{r.detail}</span> : null}
  </>
);

/**
 * C-15: the vehicle search dialog — a combobox (ARIA 1.2, list autocomplete) over the typeahead
 * results; picking one asks for the year (1990 to next year) and a color from the short list.
 */
export function VehicleSearchView(props: VehicleSearchViewProps) {
  const { open, onClose, query, onQuery, status, results, onPick, picked } = props;
  const titleId = useId();

  return (
    <ModalDialog open={open} labelledBy={titleId} onClose={onClose} className="vehicle-search">
      <h2 id={titleId}>Search for your vehicle</h2>
      {picked ? (
        <form
          className="vehicle-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            props.onUse();
          }}
        >
          <p className="vehicle-search__picked">{picked.label}</p>
          <SelectField label="Year" required value={props.year} placeholder="Choose a year" choices={choicesOf(props.years)} error={props.yearError} onChange={props.onYear} />
          <SelectField label="Color" value={props.color} placeholder="Choose a color" choices={choicesOf(MODAL_COLORS)} onChange={props.onColor} />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={props.onBack}>
              Back to search
            </button>
            <button type="submit" className="button button--primary">
              Use This Vehicle
            </button>
          </div>
        </form>
      ) : (
        <div className="vehicle-search__box">
          {/* No onClose: Escape is left to the dialog, which closes. */}
          <Combobox
            className="vehicle-search__combobox"
            label="Year, make or model"
            labelClassName="vehicle-field__label"
            listLabel="Vehicles"
            items={results}
            itemKey={resultKey}
            itemText={resultLabel}
            renderItem={renderResult}
            value={query}
            onValueChange={onQuery}
            open={query.trim() !== ''}
            onSelect={onPick}
            inputProps={{ className: 'vehicle-field__control' }}
          >
            <p className="vehicle-field__hint" role="status">
              {status === 'loading'
                ? 'Searching…'
                : status === 'error'
                  ? 'The search is not available right now. Please choose year, make and model instead.'
                  : status === 'ready' && query.trim() !== ''
                    ? results.length === 0
                      ? 'No vehicles found.'
                      : `${results.length} vehicle${results.length === 1 ? '' : 's'} found.`
                    : ''}
            </p>
          </Combobox>
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
