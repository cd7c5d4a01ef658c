import { OTHER } from '../../domain/validate-vehicle';
import { SelectField, type SelectFieldProps } from '../../ui/fields/select-field';
import { TextField } from '../../ui/fields/text-field';

export interface SelectWithOtherProps extends SelectFieldProps {
  /** The text field's label, asked for once "Other" is chosen ("Other make"). */
  otherLabel: string;
  otherValue: string;
  otherError?: string | null;
  onOtherChange: (value: string) => void;
}

/** A select whose "Other" choice asks for the name in a required text field under it (C-30, C-36..C-42). */
export function SelectWithOther({ otherLabel, otherValue, otherError, onOtherChange, ...select }: SelectWithOtherProps) {
  return (
    <>
      <SelectField {...select} />
      {select.value === OTHER ? <TextField label={otherLabel} required value={otherValue} error={otherError} onChange={onOtherChange} /> : null}
    </>
  );
}
