import { LOOKUP_COLORS } from '../../domain/vehicle-lists';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf, type Choice } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { VehicleForm } from './vehicle-form';

export type YmmField = 'year' | 'makeId' | 'modelId' | 'submodelId' | 'engineId' | 'color';
export type YmmValue = Record<YmmField, string>;

export type YmmList = 'makes' | 'models' | 'trims' | 'engines';

/** A catalog list as select choices, and whether it is being fetched. */
export interface ChoiceList {
  choices: readonly Choice[];
  loading?: boolean;
}

export const EMPTY_YMM: YmmValue = { year: '', makeId: '', modelId: '', submodelId: '', engineId: '', color: '' };

export interface YmmFormViewProps {
  /** C-16: next year back 100 years. */
  years: readonly number[];
  value: YmmValue;
  /** The catalog lists after the year; a list being fetched has its select disabled meanwhile (and enabled again after a failure, C-25). */
  lists: Record<YmmList, ChoiceList>;
  /** A failed list fetch (C-25), with a retry. */
  loadError?: string | null;
  onRetry?: () => void;
  errors: Partial<Record<'year' | 'make' | 'model', string>>;
  /** C-44: the not-offered-make notice; Continue is blocked while it shows (C-45). */
  notice?: string | null;
  busy?: boolean;
  onChange: (field: YmmField, value: string) => void;
  onSubmit: () => void;
  onOpenSearch: () => void;
}

/**
 * The selects after the year: each waits for the one before it, and shows "Loading …" while its
 * list loads.
 */
const CASCADE = [
  { field: 'makeId', label: 'Make', required: true, list: 'makes', after: 'year', placeholder: 'Choose a make', error: 'make' },
  { field: 'modelId', label: 'Model', required: true, list: 'models', after: 'makeId', placeholder: 'Choose a model', error: 'model' },
  { field: 'submodelId', label: 'Trim (optional)', required: false, list: 'trims', after: 'modelId', placeholder: 'Not sure / none', error: null },
  { field: 'engineId', label: 'Engine (optional)', required: false, list: 'engines', after: 'modelId', placeholder: 'Not sure / none', error: null },
] as const;

/** Year/make/model tab: year, make, model (required), trim and engine (optional), color (C-16..C-27). */
export function YmmFormView(props: YmmFormViewProps) {
  const { years, value, lists, loadError, onRetry, errors, notice, busy = false, onChange, onSubmit, onOpenSearch } = props;
  return (
    <VehicleForm label="Enter year, make and model" notice={notice} busy={busy} onSubmit={onSubmit}>
      <p className="vehicle-form__search">
        <button type="button" className="button button--secondary" onClick={onOpenSearch}>
          Search for your vehicle
        </button>
      </p>
      {loadError ? (
        <ErrorNotice className="vehicle-notice vehicle-notice--error" onRetry={onRetry}>
          {loadError}
        </ErrorNotice>
      ) : null}
      <div className="vehicle-form__grid">
        <SelectField label="Year" required value={value.year} placeholder="Choose a year" choices={choicesOf(years)} error={errors.year} onChange={(v) => onChange('year', v)} />
        {CASCADE.map((c) => {
          const list = lists[c.list];
          return (
            <SelectField
              key={c.field}
              label={c.label}
              required={c.required}
              value={value[c.field]}
              placeholder={list.loading ? `Loading ${c.list}…` : c.placeholder}
              choices={list.choices}
              disabled={value[c.after] === '' || list.loading}
              busy={list.loading}
              error={c.error ? errors[c.error] : undefined}
              onChange={(v) => onChange(c.field, v)}
            />
          );
        })}
        <SelectField label="Color" value={value.color} placeholder="Choose a color" choices={choicesOf(LOOKUP_COLORS)} onChange={(v) => onChange('color', v)} />
      </div>
    </VehicleForm>
  );
}
