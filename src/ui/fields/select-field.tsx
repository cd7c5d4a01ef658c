import { ChoiceOptions } from './choice-options';
import type { Choice } from './choices';
import { Field, type FieldProps } from './field';

export interface SelectFieldProps extends FieldProps {
  value: string;
  choices: readonly Choice[];
  /** The empty first option's text ("Choose …"); omitted = no empty option. */
  placeholder?: string;
  disabled?: boolean;
  busy?: boolean;
  onChange: (value: string) => void;
}

/** A labelled select with an optional empty first option, a hint and an error line (see `Field`). */
export function SelectField({ value, choices, placeholder, disabled, busy, onChange, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} disabled={disabled} aria-busy={busy || undefined} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <ChoiceOptions choices={choices} />
        </select>
      )}
    </Field>
  );
}
