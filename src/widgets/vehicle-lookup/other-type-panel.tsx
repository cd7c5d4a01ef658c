import { useMemo, useState } from 'react';
import { useOtherVehicleMakes } from '../../api/vehicle-catalog';
import { LOOKUP_COLORS, VEHICLE_TYPE_LABELS } from '../../domain/vehicle-lists';
import { fieldErrorTexts, hasNoErrors } from '../../domain/validation-messages';
import { OTHER, validateOtherVehicleType } from '../../domain/validate-vehicle';
import type { VehicleFields } from '../vehicle-shared/save-vehicle';
import type { OtherTypeTab } from './entry-tabs';
import type { LookupTexts } from './lookup-texts';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { TextField } from '../../ui/fields/text-field';
import { SelectWithOther } from './select-with-other';
import { VehicleForm, type VehicleFormStatus } from './vehicle-form';

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
  status: VehicleFormStatus;
  texts: LookupTexts['other'];
  onChange: (field: keyof OtherTypeValue, value: string) => void;
  onSubmit: () => void;
  onBlockedPress: () => void;
}

/** The make chosen ("Other" reads the typed name), trimmed; '' when none. */
function otherTypeMake(value: Pick<OtherTypeValue, 'make' | 'otherMake'>): string {
  return (value.make === OTHER ? value.otherMake : value.make).trim();
}

/** RV, ATV, Motorcycle, Boat and Plane tabs: make (required; Other asks for the make's name), model, color (C-10, C-28..C-31). */
export function OtherTypeFormView(props: OtherTypeFormViewProps) {
  const { type, makes, models, loading = false, loadError, value, errors, status, texts, onChange, onSubmit, onBlockedPress } = props;
  const label = VEHICLE_TYPE_LABELS[type];
  return (
    <VehicleForm label={texts.form(label)} status={status} onSubmit={onSubmit} onBlockedPress={onBlockedPress}>
      {loadError ? <ErrorNotice className="vehicle-notice vehicle-notice--error">{loadError}</ErrorNotice> : null}
      <div className="vehicle-form__grid">
        <SelectWithOther
          label={texts.make(label)}
          required
          value={value.make}
          placeholder={loading ? texts.makesLoading : texts.makePlaceholder}
          choices={choicesOf(makes)}
          disabled={loading}
          busy={loading}
          error={errors.make}
          onChange={(v) => onChange('make', v)}
          otherLabel={texts.otherMake}
          otherValue={value.otherMake}
          otherError={errors.otherMake}
          onOtherChange={(v) => onChange('otherMake', v)}
        />
        {models.length > 0 ? (
          <SelectField label={texts.model} value={value.model} placeholder={texts.modelPlaceholder} choices={choicesOf(models)} onChange={(v) => onChange('model', v)} />
        ) : (
          <TextField label={texts.modelOptional} value={value.model} onChange={(v) => onChange('model', v)} />
        )}
        <SelectField label={texts.color} value={value.color} placeholder={texts.colorPlaceholder} choices={choicesOf(LOOKUP_COLORS)} onChange={(v) => onChange('color', v)} />
      </div>
    </VehicleForm>
  );
}

export interface OtherTypePanelProps {
  type: OtherTypeTab;
  status: VehicleFormStatus;
  texts: LookupTexts['other'];
  /** The make being entered changed (chosen, or typed for "Other"): the booking's candidate (C-44, C-45); null when none. */
  onMake: (make: string | null) => void;
  onSave: (fields: VehicleFields) => void;
  onBlockedPress: () => void;
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
}

const EMPTY: OtherTypeValue = { make: '', otherMake: '', model: '', color: '' };

/** An other-type tab with its make → models list (C-29); a failed list still offers "Other". */
export function OtherTypePanel({ type, status, texts, onMake, onSave, onBlockedPress, text }: OtherTypePanelProps) {
  const list = useOtherVehicleMakes(type);
  const [value, setValue] = useState<OtherTypeValue>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const makes = useMemo(() => {
    const names = Object.keys(list.data?.Data ?? {}).filter((m) => m !== OTHER);
    return [...names, OTHER];
  }, [list.data]);
  const models = value.make && value.make !== OTHER ? (list.data?.Data[value.make] ?? []) : [];
  const errors = validateOtherVehicleType(value);
  const typedMake = otherTypeMake(value);

  const change = (field: keyof OtherTypeValue, v: string) => {
    const next = { ...value, [field]: v, ...(field === 'make' ? { model: '', otherMake: '' } : {}) };
    setValue(next);
    if (field === 'make' || field === 'otherMake') onMake(otherTypeMake(next) || null);
  };

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
      loadError={list.isError ? texts.makesFailed : null}
      value={value}
      errors={showErrors ? fieldErrorTexts(errors, text) : {}}
      status={status}
      texts={texts}
      onChange={change}
      onSubmit={submit}
      onBlockedPress={onBlockedPress}
    />
  );
}
