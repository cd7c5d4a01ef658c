import { useState } from 'react';
import { HEAVY_DUTY_ENGINE_MAKES, HEAVY_DUTY_FUEL_TYPE_LIST, HEAVY_DUTY_MAKES } from '../../domain/vehicle-lists';
import { fieldErrorTexts, hasNoErrors } from '../../domain/validation-messages';
import { OTHER, sanitizeVehicleText, validateHeavyDuty } from '../../domain/validate-vehicle';
import { choicesOf } from '../../ui/fields/choices';
import { TextField } from '../../ui/fields/text-field';
import type { VehicleFields } from '../vehicle-shared/save-vehicle';
import { SelectWithOther } from './select-with-other';
import { VehicleForm } from './vehicle-form';

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

/** Errors by field (only make, the three "Other" texts and the VIN can have one). */
type HeavyErrors = Partial<Record<keyof HeavyDutyValue, string>>;

export interface HeavyDutyFormViewProps {
  value: HeavyDutyValue;
  errors: HeavyErrors;
  notice?: string | null;
  busy?: boolean;
  onChange: (field: keyof HeavyDutyValue, value: string) => void;
  onSubmit: () => void;
}

/** The three lists of the heavy-duty tab whose "Other" asks for the name (C-36, C-38, C-42). */
const WITH_OTHER = {
  make: { other: 'otherMake', label: 'Make', otherLabel: 'Other make', required: true, placeholder: 'Choose a make', list: HEAVY_DUTY_MAKES },
  engineMake: { other: 'otherEngineMake', label: 'Engine make', otherLabel: 'Other engine make', required: false, placeholder: 'Choose an engine make', list: HEAVY_DUTY_ENGINE_MAKES },
  fuelType: { other: 'otherFuelType', label: 'Fuel type', otherLabel: 'Other fuel type', required: false, placeholder: 'Choose a fuel type', list: HEAVY_DUTY_FUEL_TYPE_LIST },
} as const;

/** Heavy-duty tab (C-35..C-42): make, engine make, engine serial number, VIN, fuel type, each "Other" with its text. */
export function HeavyDutyFormView({ value, errors, notice, busy = false, onChange, onSubmit }: HeavyDutyFormViewProps) {
  const withOther = (field: keyof typeof WITH_OTHER) => {
    const { other, list, ...labels } = WITH_OTHER[field];
    return (
      <SelectWithOther
        {...labels}
        value={value[field]}
        choices={choicesOf(list)}
        error={errors[field]}
        onChange={(v) => onChange(field, v)}
        otherValue={value[other]}
        otherError={errors[other]}
        onOtherChange={(v) => onChange(other, v)}
      />
    );
  };
  return (
    <VehicleForm label="Enter your heavy-duty vehicle" notice={notice} busy={busy} onSubmit={onSubmit}>
      <div className="vehicle-form__grid">
        {withOther('make')}
        {withOther('engineMake')}
        <TextField
          label="Engine serial number"
          value={value.engineSerialNumber}
          autoCapitalize="characters"
          onChange={(v) => onChange('engineSerialNumber', sanitizeVehicleText(v))}
        />
        <TextField label="VIN (optional)" value={value.vin} autoCapitalize="characters" error={errors.vin} onChange={(v) => onChange('vin', sanitizeVehicleText(v))} />
        {withOther('fuelType')}
      </div>
    </VehicleForm>
  );
}

export interface HeavyDutyPanelProps {
  busy?: boolean;
  noticeFor: (make: string) => string | null;
  onSave: (fields: VehicleFields) => void;
  initial?: Partial<HeavyDutyValue> & { showErrors?: boolean };
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
}

/** The heavy-duty tab's state and rules; saves with input_method_type "heavy" (an automobile, C-46). */
export function HeavyDutyPanel({ busy = false, noticeFor, onSave, initial, text }: HeavyDutyPanelProps) {
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
      errors={showErrors ? fieldErrorTexts(errors, text) : {}}
      notice={notice}
      busy={busy}
      onChange={(field, v) => setValue((old) => ({ ...old, [field]: v }))}
      onSubmit={submit}
    />
  );
}
