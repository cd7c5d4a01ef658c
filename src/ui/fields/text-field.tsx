import { Field, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
  autoCapitalize?: 'characters' | 'off';
}

/** A labelled text input with a hint and an error line (see `Field`); no spell check, autocomplete off unless asked. */
export function TextField({ value, onChange, autoComplete = 'off', inputMode, autoCapitalize, ...field }: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
