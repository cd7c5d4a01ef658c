import { useId, type ReactNode } from 'react';
import './fields.css';

/** What every labelled field shows around its control. */
export interface FieldProps {
  label: string;
  /** Error under the field (also sets aria-invalid and describes the control). */
  error?: string | null;
  hint?: string;
  required?: boolean;
}

/** The attributes a field's control takes: its id, look and ARIA wiring to the label, hint and error. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field: the label (with " *" when required), the control drawn by `children`, then the hint
 * and the error line. Promises: the control gets the label's id, aria-required/aria-invalid, and is
 * described by the hint and the error while they show, so every field reads the same to a screen reader.
 */
export function Field({ label, error, hint, required, children }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    className: 'ui-field__control',
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className={`ui-field${error ? ' ui-field--error' : ''}`}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(control)}
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
