import { useId, useState, type FormEvent } from 'react';
import { HEAVY_DUTY_ENGINE_MAKES, HEAVY_DUTY_FUEL_TYPE_LIST, HEAVY_DUTY_MAKES } from '../../domain/vehicle-lists';
import { hasNoErrors } from '../../domain/validation-messages';
import { OTHER, sanitizeVehicleText, validateHeavyDuty } from '../../domain/validate-vehicle';
import type { VehicleFields } from '../vehicle-shared/save-vehicle';
import { SelectField, SubmitButton, TextField, choicesOf } from '../vehicle-shared/fields';
import { MakeNotice } from '../vehicle-shared/make-notice';

export interface HeavyDutyValue {
  make: string;
  otherMake: string;
  engineMake: string;
  otherEngineMake: string;
  engineSerialNumber: string;
  vin: string;
  fuelType: string;
  otherFuelType: string;
}

export const EMPTY_HEAVY_DUTY: HeavyDutyValue = {
  make: '', otherMake: '', engineMake: '', otherEngineMake: '', engineSerialNumber: '', vin: '', fuelType: '', otherFuelType: '',
};

type HeavyErrors = Partial<Record<'make' | 'otherMake' | 'otherEngineMake' | 'otherFuelType' | 'vin', string>>;

export interface HeavyDutyFormViewProps {
  value: HeavyDutyValue;
  errors: HeavyErrors;
  notice?: string | null;
  busy?: boolean;
  onChange: (field: keyof HeavyDutyValue, value: string) => void;
  onSubmit: () => void;
}

/** Heavy-duty tab (C-35..C-42): make, engine make, engine serial number, VIN, fuel type, each "Other" with its text. */
export function HeavyDutyFormView({ value, errors, notice, busy = false, onChange, onSubmit }: HeavyDutyFormViewProps) {
  const noticeId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !notice) onSubmit();
  };
  return (
    <form className="vehicle-form" noValidate onSubmit={submit} aria-label="Enter your heavy-duty vehicle">
      <div className="vehicle-form__grid">
        <SelectField label="Make" required value={value.make} placeholder="Choose a make" choices={choicesOf(HEAVY_DUTY_MAKES)} error={errors.make} onChange={(v) => onChange('make', v)} />
        {value.make === OTHER ? (
          <TextField label="Other make" required value={value.otherMake} error={errors.otherMake} onChange={(v) => onChange('otherMake', v)} />
        ) : null}
        <SelectField
          label="Engine make"
          value={value.engineMake}
          placeholder="Choose an engine make"
          choices={choicesOf(HEAVY_DUTY_ENGINE_MAKES)}
          onChange={(v) => onChange('engineMake', v)}
        />
        {value.engineMake === OTHER ? (
          <TextField label="Other engine make" required value={value.otherEngineMake} error={errors.otherEngineMake} onChange={(v) => onChange('otherEngineMake', v)} />
        ) : null}
        <TextField
          label="Engine serial number"
          value={value.engineSerialNumber}
          autoCapitalize="characters"
          onChange={(v) => onChange('engineSerialNumber', sanitizeVehicleText(v))}
        />
        <TextField
          label="VIN (optional)"
          value={value.vin}
          autoCapitalize="characters"
          error={errors.vin}
          onChange={(v) => onChange('vin', sanitizeVehicleText(v))}
        />
        <SelectField label="Fuel type" value={value.fuelType} placeholder="Choose a fuel type" choices={choicesOf(HEAVY_DUTY_FUEL_TYPE_LIST)} onChange={(v) => onChange('fuelType', v)} />
        {value.fuelType === OTHER ? (
          <TextField label="Other fuel type" required value={value.otherFuelType} error={errors.otherFuelType} onChange={(v) => onChange('otherFuelType', v)} />
        ) : null}
      </div>
      <MakeNotice id={noticeId} text={notice ?? null} />
      <SubmitButton label="Continue" busy={busy} blocked={!!notice} describedBy={noticeId} />
    </form>
  );
}

export interface HeavyDutyPanelProps {
  busy?: boolean;
  noticeFor: (make: string) => string | null;
  onSave: (fields: VehicleFields) => void;
  initial?: Partial<HeavyDutyValue> & { showErrors?: boolean };
}

/** The heavy-duty tab's state and rules; saves with input_method_type "heavy" (an automobile, C-46). */
export function HeavyDutyPanel({ busy = false, noticeFor, onSave, initial }: HeavyDutyPanelProps) {
  const [value, setValue] = useState<HeavyDutyValue>({ ...EMPTY_HEAVY_DUTY, ...initial });
  const [showErrors, setShowErrors] = useState(initial?.showErrors ?? false);
  const errors = validateHeavyDuty(value);
  const typedMake = value.make === OTHER ? value.otherMake.trim() : value.make;
  const notice = typedMake ? noticeFor(typedMake) : null;
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

  const submit = () => {
    setShowErrors(true);
    if (!hasNoErrors(errors)) return;
    onSave({
      input_method_type: 'heavy',
      vehicleType: 'automobile',
      make: value.make,
      other_make: value.make === OTHER ? orNull(value.otherMake) : null,
      heavy_duty_engine_make: orNull(value.engineMake),
      heavy_duty_other_engine_make: value.engineMake === OTHER ? orNull(value.otherEngineMake) : null,
      heavy_duty_engine_serial_number: orNull(value.engineSerialNumber),
      vin: orNull(value.vin),
      fuel_type: orNull(value.fuelType),
      other_fuel_type: value.fuelType === OTHER ? orNull(value.otherFuelType) : null,
      display_name: typedMake,
    });
  };

  return (
    <HeavyDutyFormView
      value={value}
      errors={showErrors ? errors : {}}
      notice={notice}
      busy={busy}
      onChange={(field, v) => setValue((old) => ({ ...old, [field]: v }))}
      onSubmit={submit}
    />
  );
}
