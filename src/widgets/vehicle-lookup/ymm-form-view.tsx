import { useId, type FormEvent } from 'react';
import { LOOKUP_COLORS } from '../../domain/vehicle-lists';
import { SelectField, SubmitButton, choicesOf, type Choice } from '../vehicle-shared/fields';
import { MakeNotice } from '../vehicle-shared/make-notice';

export type YmmField = 'year' | 'makeId' | 'modelId' | 'submodelId' | 'engineId' | 'color';
export type YmmValue = Record<YmmField, string>;

export const EMPTY_YMM: YmmValue = { year: '', makeId: '', modelId: '', submodelId: '', engineId: '', color: '' };

export interface YmmFormViewProps {
  /** C-16: next year back 100 years. */
  years: readonly number[];
  value: YmmValue;
  makes: readonly Choice[];
  models: readonly Choice[];
  trims: readonly Choice[];
  engines: readonly Choice[];
  /** Lists being fetched: their selects are disabled meanwhile (and enabled again after a failure, C-25). */
  loading: Partial<Record<'makes' | 'models' | 'trims' | 'engines', boolean>>;
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
  const { years, value, loading, loadError, onRetry, errors, notice, busy = false, onChange, onSubmit, onOpenSearch } = props;
  const noticeId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !notice) onSubmit();
  };
  return (
    <form className="vehicle-form" noValidate onSubmit={submit} aria-label="Enter year, make and model">
      <p className="vehicle-form__search">
        <button type="button" className="button button--secondary" onClick={onOpenSearch}>
          Search for your vehicle
        </button>
      </p>
      {loadError ? (
        <div className="vehicle-notice vehicle-notice--error" role="alert">
          <p>{loadError}</p>
          {onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="vehicle-form__grid">
        <SelectField label="Year" required value={value.year} placeholder="Choose a year" choices={choicesOf(years)} error={errors.year} onChange={(v) => onChange('year', v)} />
        {CASCADE.map((c) => (
          <SelectField
            key={c.field}
            label={c.label}
            required={c.required}
            value={value[c.field]}
            placeholder={loading[c.list] ? `Loading ${c.list}…` : c.placeholder}
            choices={props[c.list]}
            disabled={value[c.after] === '' || loading[c.list]}
            busy={loading[c.list]}
            error={c.error ? errors[c.error] : undefined}
            onChange={(v) => onChange(c.field, v)}
          />
        ))}
        <SelectField label="Color" value={value.color} placeholder="Choose a color" choices={choicesOf(LOOKUP_COLORS)} onChange={(v) => onChange('color', v)} />
      </div>
      <MakeNotice id={noticeId} text={notice ?? null} />
      <SubmitButton label="Continue" busy={busy} blocked={!!notice} describedBy={noticeId} />
    </form>
  );
}
