import { Combobox } from '../../ui/combobox';
import type { LookupTexts } from './lookup-texts';

export interface SearchResultItem {
  key: string;
  label: string;
  detail?: string | null;
}

export interface VehicleSearchBoxProps {
  query: string;
  onQuery: (text: string) => void;
  status: 'idle' | 'loading' | 'error' | 'ready';
  results: readonly SearchResultItem[];
  onPick: (item: SearchResultItem) => void;
  /** Cancel: the dialog closes. */
  onCancel: () => void;
  texts: LookupTexts['search'];
}

/** How the combobox names and draws a result: its label, with its detail beside it. */
const RESULT_ITEMS = {
  itemKey: (r: SearchResultItem) => r.key,
  itemText: (r: SearchResultItem) => r.label,
  renderItem: (r: SearchResultItem) => (
    <>
      <span>{r.label}</span>
      {r.detail ? <span className="vehicle-search__detail">{r.detail}</span> : null}
    </>
  ),
};

/** The status line under the search: searching, failed (C-25's fallback to the selects), or how many were found. */
function statusText({ status, query, results, texts }: Pick<VehicleSearchBoxProps, 'status' | 'query' | 'results' | 'texts'>): string {
  if (status === 'loading') return texts.loading;
  if (status === 'error') return texts.failed;
  if (status !== 'ready' || query.trim() === '') return '';
  return results.length === 0 ? texts.none : texts.found(results.length);
}

/** C-15: a combobox (ARIA 1.2, list autocomplete) over the typeahead results, with its status line and Cancel. */
export function VehicleSearchBox({ query, onQuery, status, results, onPick, onCancel, texts }: VehicleSearchBoxProps) {
  return (
    <div className="vehicle-search__box">
      {/* No onClose: Escape is left to the dialog, which closes. */}
      <Combobox
        className="vehicle-search__combobox"
        label={texts.box}
        labelClassName="ui-field__label"
        listLabel={texts.list}
        items={results}
        {...RESULT_ITEMS}
        value={query}
        onValueChange={onQuery}
        open={query.trim() !== ''}
        onSelect={onPick}
        inputProps={{ className: 'ui-field__control' }}
      >
        <p className="ui-field__hint" role="status">
          {statusText({ status, query, results, texts })}
        </p>
      </Combobox>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
