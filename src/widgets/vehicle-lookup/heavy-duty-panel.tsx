import { useState } from 'react';
import { HEAVY_DUTY_ENGINE_MAKES, HEAVY_DUTY_FUEL_TYPE_LIST, HEAVY_DUTY_MAKES } from '../../domain/vehicle-lists';
import { OTHER, validateHeavyDuty } from '../../domain/validate-vehicle';
import { choicesOf } from '../../ui/fields/choices';
import { CodeField } from './code-field';
import type { LookupTexts } from './lookup-texts';
import { SelectWithOther } from './select-with-other';
import { VehicleForm } from './vehicle-form';
import { typedMakeOf, useShownErrors, type VehicleTabProps, type VehicleTabViewProps } from './vehicle-tab';

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

const EMPTY_HEAVY_DUTY: HeavyDutyValue = {
  make: '', otherMake: '', engineMake: '', otherEngineMake: '', engineSerialNumber: '', vin: '', fuelType: '', otherFuelType: '',
};

/** The heavy-duty form's props; only make, the three "Other" texts and the VIN can have an error. */
type HeavyDutyFormViewProps = VehicleTabViewProps<HeavyDutyValue, keyof HeavyDutyValue, LookupTexts['heavy']>;

/** Heavy-duty tab (C-35..C-42): make, engine make, engine serial number, VIN, fuel type, each "Other" with its text. */
function HeavyDutyFormView({ value, errors, status, texts, onChange, onSubmit, onBlockedPress }: HeavyDutyFormViewProps) {
  // The three lists whose "Other" asks for the name (C-36, C-38, C-42).
  const lists = {
    make: { other: 'otherMake', label: texts.make, otherLabel: texts.otherMake, required: true, placeholder: texts.makePlaceholder, list: HEAVY_DUTY_MAKES },
    engineMake: { other: 'otherEngineMake', label: texts.engineMake, otherLabel: texts.otherEngineMake, required: false, placeholder: texts.engineMakePlaceholder, list: HEAVY_DUTY_ENGINE_MAKES },
    fuelType: { other: 'otherFuelType', label: texts.fuelType, otherLabel: texts.otherFuelType, required: false, placeholder: texts.fuelTypePlaceholder, list: HEAVY_DUTY_FUEL_TYPE_LIST },
  } as const;
  const withOther = (field: keyof typeof lists) => {
    const { other, list, ...labels } = lists[field];
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
    <VehicleForm label={texts.form} status={status} onSubmit={onSubmit} onBlockedPress={onBlockedPress}>
      <div className="vehicle-form__grid">
        {withOther('make')}
        {withOther('engineMake')}
        <CodeField label={texts.engineSerial} value={value.engineSerialNumber} onChange={(v) => onChange('engineSerialNumber', v)} />
        <CodeField label={texts.vin} value={value.vin} error={errors.vin} onChange={(v) => onChange('vin', v)} />
        {withOther('fuelType')}
      </div>
    </VehicleForm>
  );
}

export interface HeavyDutyPanelProps extends VehicleTabProps<LookupTexts['heavy']> {
  initial?: Partial<HeavyDutyValue> & { showErrors?: boolean };
}

/** The heavy-duty tab's state and rules; saves with input_method_type "heavy" (an automobile, C-46). */
export function HeavyDutyPanel({ onMake, onSave, initial, text, ...view }: HeavyDutyPanelProps) {
  const [value, setValue] = useState<HeavyDutyValue>({ ...EMPTY_HEAVY_DUTY, ...initial });
  const shown = useShownErrors(validateHeavyDuty(value), text, initial?.showErrors);
  const typedMake = typedMakeOf(value);
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

  const change = (field: keyof HeavyDutyValue, v: string) => {
    const next = { ...value, [field]: v };
    setValue(next);
    if (field === 'make' || field === 'otherMake') onMake(typedMakeOf(next) || null);
  };

  const submit = () => {
    if (!shown.attempt()) return;
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

  return <HeavyDutyFormView {...view} value={value} errors={shown.errors} onChange={change} onSubmit={submit} />;
}
