import { useId, type ReactNode } from 'react';

/** A choice of a select: value and label. */
export interface Choice {
  value: string;
  label: string;
}

interface FieldBase {
  label: string;
  /** Error under the field (also sets aria-invalid and describes the control). */
  error?: string | null;
  hint?: string;
  required?: boolean;
}

function FieldShell({ id, label, error, hint, required, children }: FieldBase & { id: string; children: ReactNode }) {
  return (
    <div className={`vehicle-field${error ? ' vehicle-field--error' : ''}`}>
      <label htmlFor={id} className="vehicle-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="vehicle-field__hint">
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

function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  choices: readonly Choice[];
  /** The empty first option's text ("Choose …"); omitted = no empty option. */
  placeholder?: string;
  disabled?: boolean;
  busy?: boolean;
  onChange: (value: string) => void;
}

/** A labelled select with an optional empty first option and an error line. */
export function SelectField({ label, error, hint, required, value, choices, placeholder, disabled, busy, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        className="vehicle-field__control"
        value={value}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
  autoCapitalize?: 'characters' | 'off';
}

/** A labelled text input with an error line. */
export function TextField({ label, error, hint, required, value, onChange, autoComplete = 'off', inputMode, autoCapitalize }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        type="text"
        className="vehicle-field__control"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  );
}

export interface SubmitButtonProps {
  label: string;
  busy?: boolean;
  /** The form cannot be sent (e.g. the make is not offered, C-45). */
  blocked?: boolean;
  /** Id of the text saying why it is blocked. */
  describedBy?: string;
}

/**
 * A form's submit button. While blocked or busy it stays focusable (aria-disabled) and the form's
 * submit handler ignores it; `describedBy` points at the reason.
 */
export function SubmitButton({ label, busy = false, blocked = false, describedBy }: SubmitButtonProps) {
  return (
    <div className="widget-continue">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy || blocked || undefined}
        aria-busy={busy || undefined}
        aria-describedby={blocked ? describedBy : undefined}
      >
        {busy ? 'Please wait…' : label}
      </button>
    </div>
  );
}

/** Select choices from plain strings. */
export function choicesOf(values: readonly (string | number)[]): Choice[] {
  return values.map((v) => ({ value: String(v), label: String(v) }));
}
