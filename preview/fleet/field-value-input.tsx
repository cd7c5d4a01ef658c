import { useId } from 'react';
import { isEnumArray, isNullable, valueTypes, type ConfigFieldSchema } from '../config-editor/config-schema';

/** The kind of control a configuration field's new value needs. */
export type ValueControl = 'boolean' | 'enum' | 'enum-array' | 'number' | 'text' | 'json';

/** The control for a field: checkbox (boolean), select (enum), checkboxes (array of an enum), number, text, else JSON. */
export function controlFor(field: ConfigFieldSchema | undefined): ValueControl {
  if (Array.isArray(field?.enum)) return 'enum';
  if (isEnumArray(field)) return 'enum-array';
  const types = valueTypes(field);
  if (types.length === 1 && types[0] === 'boolean') return 'boolean';
  if (types.length === 1 && (types[0] === 'number' || types[0] === 'integer')) return 'number';
  if (types.length === 1 && types[0] === 'string') return 'text';
  return 'json';
}

/** A first value to offer for a field: true, the first enum value, no items, 0, empty text, or `null` as JSON. */
export function initialValueFor(field: ConfigFieldSchema | undefined): { value: unknown; text: string } {
  switch (controlFor(field)) {
    case 'boolean':
      return { value: true, text: '' };
    case 'enum':
      return { value: field?.enum?.[0] ?? null, text: '' };
    case 'enum-array':
      return { value: [], text: '' };
    case 'number':
      return { value: 0, text: '0' };
    case 'text':
      return { value: isNullable(field) ? null : '', text: '' };
    default:
      return { value: null, text: 'null' };
  }
}

/** How a value reads in an option or a sentence: `(none)` for null. */
export function valueLabel(v: unknown): string {
  return v === null ? '(none)' : typeof v === 'string' ? v : JSON.stringify(v);
}

export interface FieldValueInputProps {
  field: ConfigFieldSchema | undefined;
  /** Label of the control (e.g. "New value of Guest checkout"). */
  label: string;
  value: unknown;
  /** The text of a number or JSON control, as typed. */
  text: string;
  onChange: (next: { value: unknown; text: string }) => void;
  /** An error to show under the control (bad JSON or number). */
  error?: string;
}

/**
 * A control for a new value of one configuration field, suited to its schema: a checkbox for a boolean, a
 * select for an enum (null as "(none)"), a group of checkboxes for an array of an enum, a number or text
 * input, else a JSON text area. Labelled; an error is tied to the control with aria-describedby.
 */
export function FieldValueInput({ field, label, value, text, onChange, error }: FieldValueInputProps) {
  const id = useId();
  const errorId = useId();
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};
  const errorText = error ? (
    <span id={errorId} className="pa-error">
      {error}
    </span>
  ) : null;
  const control = controlFor(field);
  if (control === 'boolean') {
    return (
      <div className="pa-field">
        <label className="pa-check" htmlFor={id}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange({ value: e.target.checked, text })} />
          {label}: on
        </label>
      </div>
    );
  }
  if (control === 'enum') {
    const options = field?.enum ?? [];
    const index = options.findIndex((o) => o === value);
    return (
      <div className="pa-field">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={String(index)} onChange={(e) => onChange({ value: options[Number(e.target.value)], text })}>
          {options.map((o, i) => (
            <option key={i} value={String(i)}>
              {valueLabel(o)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (control === 'enum-array') {
    const items = (field?.items?.enum ?? []) as unknown[];
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="pa-fieldset">
        <legend>{label}</legend>
        {items.map((item) => (
          <label key={String(item)} className="pa-check">
            <input
              type="checkbox"
              checked={chosen.includes(item)}
              onChange={(e) => onChange({ value: items.filter((x) => (x === item ? e.target.checked : chosen.includes(x))), text })}
            />
            {valueLabel(item)}
          </label>
        ))}
      </fieldset>
    );
  }
  if (control === 'number') {
    return (
      <div className="pa-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          value={text}
          onChange={(e) => onChange({ value: e.target.value === '' ? undefined : Number(e.target.value), text: e.target.value })}
          {...described}
        />
        {errorText}
      </div>
    );
  }
  if (control === 'text') {
    const nullable = isNullable(field);
    return (
      <div className="pa-field">
        <label htmlFor={id}>
          {label}
          {nullable ? ' (empty: none)' : ''}
        </label>
        <input id={id} type="text" value={text} onChange={(e) => onChange({ value: nullable && e.target.value === '' ? null : e.target.value, text: e.target.value })} />
      </div>
    );
  }
  return (
    <div className="pa-field">
      <label htmlFor={id}>{label} (JSON)</label>
      <textarea id={id} value={text} spellCheck={false} onChange={(e) => onChange({ value: undefined, text: e.target.value })} {...described} />
      {errorText}
    </div>
  );
}
