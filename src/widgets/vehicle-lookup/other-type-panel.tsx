import { useMemo, useState } from 'react';
import { useOtherVehicleMakes } from '../../api/vehicle-catalog';
import { LOOKUP_COLORS, VEHICLE_TYPE_LABELS } from '../../domain/vehicle-lists';
import { fieldErrorTexts, hasNoErrors } from '../../domain/validation-messages';
import { OTHER, validateOtherVehicleType } from '../../domain/validate-vehicle';
import type { VehicleFields } from '../vehicle-shared/save-vehicle';
import type { OtherTypeTab } from './entry-tabs';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { TextField } from '../../ui/fields/text-field';
import { SelectWithOther } from './select-with-other';
import { VehicleForm } from './vehicle-form';

export interface OtherTypeValue {
  make: string;
  otherMake: string;
  model: string;
  color: string;
}

export interface OtherTypeFormViewProps {
  type: OtherTypeTab;
  /** Makes of the type (GET /other-vehicle/{type}), "Other" last. */
  makes: readonly string[];
  /** Models of the chosen make; empty = typed. */
  models: readonly string[];
  loading?: boolean;
  loadError?: string | null;
  value: OtherTypeValue;
  errors: Partial<Record<'make' | 'otherMake', string>>;
  notice?: string | null;
  busy?: boolean;
  onChange: (field: keyof OtherTypeValue, value: string) => void;
  onSubmit: () => void;
}

/** RV, ATV, Motorcycle, Boat and Plane tabs: make (required; Other asks for the make's name), model, color (C-10, C-28..C-31). */
export function OtherTypeFormView(props: OtherTypeFormViewProps) {
  const { type, makes, models, loading = false, loadError, value, errors, notice, busy = false, onChange, onSubmit } = props;
  const label = VEHICLE_TYPE_LABELS[type];
  return (
    <VehicleForm label={`Enter your ${label}`} notice={notice} busy={busy} onSubmit={onSubmit}>
      {loadError ? <ErrorNotice className="vehicle-notice vehicle-notice--error">{loadError}</ErrorNotice> : null}
      <div className="vehicle-form__grid">
        <SelectWithOther
          label={`${label} make`}
          required
          value={value.make}
          placeholder={loading ? 'Loading makes…' : 'Choose a make'}
          choices={choicesOf(makes)}
          disabled={loading}
          busy={loading}
          error={errors.make}
          onChange={(v) => onChange('make', v)}
          otherLabel="Other make"
          otherValue={value.otherMake}
          otherError={errors.otherMake}
          onOtherChange={(v) => onChange('otherMake', v)}
        />
        {models.length > 0 ? (
          <SelectField label="Model" value={value.model} placeholder="Choose a model" choices={choicesOf(models)} onChange={(v) => onChange('model', v)} />
        ) : (
          <TextField label="Model (optional)" value={value.model} onChange={(v) => onChange('model', v)} />
        )}
        <SelectField label="Color" value={value.color} placeholder="Choose a color" choices={choicesOf(LOOKUP_COLORS)} onChange={(v) => onChange('color', v)} />
      </div>
    </VehicleForm>
  );
}

export interface OtherTypePanelProps {
  type: OtherTypeTab;
  busy?: boolean;
  noticeFor: (make: string) => string | null;
  onSave: (fields: VehicleFields) => void;
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
}

const EMPTY: OtherTypeValue = { make: '', otherMake: '', model: '', color: '' };

/** An other-type tab with its make → models list (C-29); a failed list still offers "Other". */
export function OtherTypePanel({ type, busy = false, noticeFor, onSave, text }: OtherTypePanelProps) {
  const list = useOtherVehicleMakes(type);
  const [value, setValue] = useState<OtherTypeValue>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const makes = useMemo(() => {
    const names = Object.keys(list.data?.Data ?? {}).filter((m) => m !== OTHER);
    return [...names, OTHER];
  }, [list.data]);
  const models = value.make && value.make !== OTHER ? (list.data?.Data[value.make] ?? []) : [];
  const errors = validateOtherVehicleType(value);
  const typedMake = value.make === OTHER ? value.otherMake.trim() : value.make;
  const notice = typedMake ? noticeFor(typedMake) : null;

  const submit = () => {
    setShowErrors(true);
    if (!hasNoErrors(errors)) return;
    const model = value.model.trim() || null;
    onSave({
      input_method_type: type,
      vehicleType: type,
      make: value.make,
      other_make: value.make === OTHER ? value.otherMake.trim() : null,
      model,
      color: value.color || null,
      display_name: [typedMake, model].filter(Boolean).join(' '),
    });
  };

  return (
    <OtherTypeFormView
      type={type}
      makes={makes}
      models={models}
      loading={list.isFetching}
      loadError={list.isError ? 'We could not load the makes. Choose Other and type the make.' : null}
      value={value}
      errors={showErrors ? fieldErrorTexts(errors, text) : {}}
      notice={notice}
      busy={busy}
      onChange={(field, v) => setValue((old) => ({ ...old, [field]: v, ...(field === 'make' ? { model: '', otherMake: '' } : {}) }))}
      onSubmit={submit}
    />
  );
}
