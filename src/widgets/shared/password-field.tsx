import { Field, type FieldProps } from '../../ui/fields/field';

export interface PasswordFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** `current-password` on sign-in, `new-password` when setting one (password managers tell them apart). */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A labelled password input (the `Field` wiring: label, required mark, error line). The typed value stays
 * in the component's state only: it is never written to the booking, storage or logs (decisions.md Security).
 */
export function PasswordField({ value, onChange, autoComplete, ...field }: PasswordFieldProps) {
  return (
    <Field {...field}>
      {(control) => <input {...control} type="password" value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
