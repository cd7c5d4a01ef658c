import { MODAL_COLORS } from '../../domain/vehicle-lists';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';

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
}

/** The search dialog once a result is picked: its year (C-17, required) and color (C-26), then use it or go back. */
export function PickedVehicleForm({ label, years, year, onYear, yearError, color, onColor, onUse, onBack }: PickedVehicleFormProps) {
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
      <SelectField label="Year" required value={year} placeholder="Choose a year" choices={choicesOf(years)} error={yearError} onChange={onYear} />
      <SelectField label="Color" value={color} placeholder="Choose a color" choices={choicesOf(MODAL_COLORS)} onChange={onColor} />
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back to search
        </button>
        <button type="submit" className="button button--primary">
          Use This Vehicle
        </button>
      </div>
    </form>
  );
}
