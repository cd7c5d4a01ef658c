import { LOOKUP_COLORS } from '../../domain/vehicle-lists';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf, type Choice } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import type { LookupTexts } from './lookup-texts';
import { VehicleForm } from './vehicle-form';
import type { VehicleTabViewProps } from './vehicle-tab';

export type YmmField = 'year' | 'makeId' | 'modelId' | 'submodelId' | 'engineId' | 'color';
export type YmmValue = Record<YmmField, string>;

export type YmmList = 'makes' | 'models' | 'trims' | 'engines';

/** A catalog list as select choices, and whether it is being fetched. */
export interface ChoiceList {
  choices: readonly Choice[];
  loading?: boolean;
}

export const EMPTY_YMM: YmmValue = { year: '', makeId: '', modelId: '', submodelId: '', engineId: '', color: '' };

export interface YmmFormViewProps extends VehicleTabViewProps<YmmValue, 'year' | 'make' | 'model', LookupTexts['ymm']> {
  /** C-16: next year back 100 years. */
  years: readonly number[];
  /** The catalog lists after the year; a list being fetched has its select disabled meanwhile (and enabled again after a failure, C-25). */
  lists: Record<YmmList, ChoiceList>;
  /** A failed list fetch (C-25), with a retry. */
  loadError?: string | null;
  onRetry?: () => void;
  onOpenSearch: () => void;
}

/** Year/make/model tab: year, make, model (required), trim and engine (optional), color (C-16..C-27). */
export function YmmFormView(props: YmmFormViewProps) {
  const { years, value, lists, loadError, onRetry, errors, status, texts, onChange, onSubmit, onBlockedPress, onOpenSearch } = props;
  // The selects after the year: each waits for the one before it, and shows its loading text while its list loads.
  const cascade = [
    { field: 'makeId', label: texts.make, required: true, list: 'makes', after: 'year', placeholder: texts.makePlaceholder, error: 'make' },
    { field: 'modelId', label: texts.model, required: true, list: 'models', after: 'makeId', placeholder: texts.modelPlaceholder, error: 'model' },
    { field: 'submodelId', label: texts.trim, required: false, list: 'trims', after: 'modelId', placeholder: texts.optionalPlaceholder, error: null },
    { field: 'engineId', label: texts.engine, required: false, list: 'engines', after: 'modelId', placeholder: texts.optionalPlaceholder, error: null },
  ] as const;
  return (
    <VehicleForm label={texts.form} status={status} onSubmit={onSubmit} onBlockedPress={onBlockedPress}>
      <p className="vehicle-form__search">
        <button type="button" className="button button--secondary" onClick={onOpenSearch}>
          {texts.search}
        </button>
      </p>
      {loadError ? (
        <ErrorNotice className="vehicle-notice vehicle-notice--error" onRetry={onRetry} retryLabel={texts.retry}>
          {loadError}
        </ErrorNotice>
      ) : null}
      <div className="vehicle-form__grid">
        <SelectField label={texts.year} required value={value.year} placeholder={texts.yearPlaceholder} choices={choicesOf(years)} error={errors.year} onChange={(v) => onChange('year', v)} />
        {cascade.map((c) => {
          const list = lists[c.list];
          return (
            <SelectField
              key={c.field}
              label={c.label}
              required={c.required}
              value={value[c.field]}
              placeholder={list.loading ? texts.loading[c.list] : c.placeholder}
              choices={list.choices}
              disabled={value[c.after] === '' || list.loading}
              busy={list.loading}
              error={c.error ? errors[c.error] : undefined}
              onChange={(v) => onChange(c.field, v)}
            />
          );
        })}
        <SelectField label={texts.color} value={value.color} placeholder={texts.colorPlaceholder} choices={choicesOf(LOOKUP_COLORS)} onChange={(v) => onChange('color', v)} />
      </div>
    </VehicleForm>
  );
}
