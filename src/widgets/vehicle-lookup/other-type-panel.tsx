import { useMemo, useState } from 'react';
import { useOtherVehicleMakes } from '../../api/vehicle-catalog';
import { LOOKUP_COLORS, VEHICLE_TYPE_LABELS } from '../../domain/vehicle-lists';
import { OTHER, validateOtherVehicleType } from '../../domain/validate-vehicle';
import type { OtherTypeTab } from './entry-tabs';
import type { LookupTexts } from './lookup-texts';
import { ErrorNotice } from '../../ui/error-notice';
import { choicesOf } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { TextField } from '../../ui/fields/text-field';
import { SelectWithOther } from './select-with-other';
import { VehicleForm } from './vehicle-form';
import { typedMakeOf, useShownErrors, type VehicleTabProps, type VehicleTabViewProps } from './vehicle-tab';

export interface OtherTypeValue {
  make: string;
  otherMake: string;
  model: string;
  color: string;
}

export interface OtherTypeFormViewProps extends VehicleTabViewProps<OtherTypeValue, 'make' | 'otherMake', LookupTexts['other']> {
  type: OtherTypeTab;
  /** Makes of the type (GET /other-vehicle/{type}), "Other" last. */
  makes: readonly string[];
  /** Models of the chosen make; empty = typed. */
  models: readonly string[];
  loading?: boolean;
  loadError?: string | null;
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

export interface OtherTypePanelProps extends VehicleTabProps<LookupTexts['other']> {
  type: OtherTypeTab;
}

const EMPTY: OtherTypeValue = { make: '', otherMake: '', model: '', color: '' };

/** An other-type tab with its make → models list (C-29); a failed list still offers "Other". */
export function OtherTypePanel({ type, onMake, onSave, text, ...view }: OtherTypePanelProps) {
  const list = useOtherVehicleMakes(type);
  const [value, setValue] = useState<OtherTypeValue>(EMPTY);
  const makes = useMemo(() => {
    const names = Object.keys(list.data?.Data ?? {}).filter((m) => m !== OTHER);
    return [...names, OTHER];
  }, [list.data]);
  const models = value.make && value.make !== OTHER ? (list.data?.Data[value.make] ?? []) : [];
  const shown = useShownErrors(validateOtherVehicleType(value), text);
  const typedMake = typedMakeOf(value);

  const change = (field: keyof OtherTypeValue, v: string) => {
    const next = { ...value, [field]: v, ...(field === 'make' ? { model: '', otherMake: '' } : {}) };
    setValue(next);
    if (field === 'make' || field === 'otherMake') onMake(typedMakeOf(next) || null);
  };

  const submit = () => {
    if (!shown.attempt()) return;
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

  const catalog = { makes, models, loading: list.isFetching, loadError: list.isError ? view.texts.makesFailed : null };
  return <OtherTypeFormView {...view} {...catalog} type={type} value={value} errors={shown.errors} onChange={change} onSubmit={submit} />;
}
