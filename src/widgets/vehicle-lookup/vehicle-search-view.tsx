import { useId, type KeyboardEvent } from 'react';
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
  /** The highlighted option (-1: none). */
  activeIndex: number;
  onActiveIndex: (index: number) => void;
  onPick: (index: number) => void;
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

/**
 * C-15: the vehicle search dialog — a combobox (ARIA 1.2, list autocomplete) over the typeahead
 * results; picking one asks for the year (1990 to next year) and a color from the short list.
 */
export function VehicleSearchView(props: VehicleSearchViewProps) {
  const { open, onClose, query, onQuery, status, results, activeIndex, onActiveIndex, onPick, picked } = props;
  const titleId = useId();
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = !picked && query.trim() !== '' && results.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onActiveIndex((activeIndex + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      onActiveIndex(activeIndex <= 0 ? results.length - 1 : activeIndex - 1);
    } else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      onPick(activeIndex);
    }
  };

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
          <label htmlFor={inputId} className="vehicle-field__label">
            Year, make or model
          </label>
          <input
            id={inputId}
            type="text"
            className="vehicle-field__control"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
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
          <ul id={listId} role="listbox" aria-label="Vehicles" className="vehicle-search__list" hidden={!expanded}>
            {results.map((r, i) => (
              <li
                key={r.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                className={`vehicle-search__option${i === activeIndex ? ' is-active' : ''}`}
                onMouseEnter={() => onActiveIndex(i)}
                onClick={() => onPick(i)}
              >
                <span>{r.label}</span>
                {r.detail ? <span className="vehicle-search__detail">{r.detail}</span> : null}
              </li>
            ))}
          </ul>
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
