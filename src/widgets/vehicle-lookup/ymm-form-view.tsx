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

/** Year/make/model tab: year, make, model (required), trim and engine (optional), color (C-16..C-27). */
export function YmmFormView(props: YmmFormViewProps) {
  const { years, value, makes, models, trims, engines, loading, loadError, onRetry, errors, notice, busy = false, onChange, onSubmit, onOpenSearch } = props;
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
        <SelectField
          label="Make"
          required
          value={value.makeId}
          placeholder={loading.makes ? 'Loading makes…' : 'Choose a make'}
          choices={makes}
          disabled={value.year === '' || loading.makes}
          busy={loading.makes}
          error={errors.make}
          onChange={(v) => onChange('makeId', v)}
        />
        <SelectField
          label="Model"
          required
          value={value.modelId}
          placeholder={loading.models ? 'Loading models…' : 'Choose a model'}
          choices={models}
          disabled={value.makeId === '' || loading.models}
          busy={loading.models}
          error={errors.model}
          onChange={(v) => onChange('modelId', v)}
        />
        <SelectField
          label="Trim (optional)"
          value={value.submodelId}
          placeholder={loading.trims ? 'Loading trims…' : 'Not sure / none'}
          choices={trims}
          disabled={value.modelId === '' || loading.trims}
          busy={loading.trims}
          onChange={(v) => onChange('submodelId', v)}
        />
        <SelectField
          label="Engine (optional)"
          value={value.engineId}
          placeholder={loading.engines ? 'Loading engines…' : 'Not sure / none'}
          choices={engines}
          disabled={value.modelId === '' || loading.engines}
          busy={loading.engines}
          onChange={(v) => onChange('engineId', v)}
        />
        <SelectField label="Color" value={value.color} placeholder="Choose a color" choices={choicesOf(LOOKUP_COLORS)} onChange={(v) => onChange('color', v)} />
      </div>
      <MakeNotice id={noticeId} text={notice ?? null} />
      <SubmitButton label="Continue" busy={busy} blocked={!!notice} describedBy={noticeId} />
    </form>
  );
}
