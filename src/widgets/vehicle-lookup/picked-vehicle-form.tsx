import { MODAL_COLORS } from '../../domain/vehicle-lists';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import type { LookupTexts } from './lookup-texts';

export interface PickedVehicleFormProps {
  /** The picked search result. */
  label: string;
  /** C-17: 1990 to next year. */
  years: readonly number[];
  year: string;
  onYear: (year: string) => void;
  yearError?: string | null;
  color: string;
  onColor: (color: string) => void;
  onUse: () => void;
  onBack: () => void;
  texts: LookupTexts['search'];
}

/** The search dialog once a result is picked: its year (C-17, required) and color (C-26), then use it or go back. */
export function PickedVehicleForm({ label, years, year, onYear, yearError, color, onColor, onUse, onBack, texts }: PickedVehicleFormProps) {
  return (
    <form
      className="vehicle-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onUse();
      }}
    >
      <p className="vehicle-search__picked">{label}</p>
      <SelectField label={texts.year} required value={year} placeholder={texts.yearPlaceholder} choices={choicesOf(years)} error={yearError} onChange={onYear} />
      <SelectField label={texts.color} value={color} placeholder={texts.colorPlaceholder} choices={choicesOf(MODAL_COLORS)} onChange={onColor} />
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {texts.back}
        </button>
        <button type="submit" className="button button--primary">
          {texts.use}
        </button>
      </div>
    </form>
  );
}
