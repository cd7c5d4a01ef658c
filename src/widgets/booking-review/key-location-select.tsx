import { useId } from 'react';
import { KEY_LOCATION_OPTIONS } from '../../domain/key-location';
import type { KeyLocationTexts } from './review-texts';

export interface KeyLocationSelectProps {
  value: string | null;
  note: string;
  onChange: (value: string | null) => void;
  onNote: (note: string) => void;
  showErrors: boolean;
  texts: KeyLocationTexts;
}

/** G-10/G-11: where the technician finds the keys — one of the spec's options (required); "Other" asks for the place. */
export function KeyLocationSelect({ value, note, onChange, onNote, showErrors, texts }: KeyLocationSelectProps) {
  const id = useId();
  const missing = showErrors && !value;
  const noteMissing = showErrors && value === 'other' && note.trim() === '';
  return (
    <div className="review-section key-location">
      <div className="review-field">
        <label htmlFor={`${id}-select`}>
          {texts.label} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-select`}
          required
          aria-required="true"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
        >
          <option value="">{texts.choose}</option>
          {KEY_LOCATION_OPTIONS.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        {missing ? (
          <p id={`${id}-error`} className="field-error">
            {texts.required}
          </p>
        ) : null}
      </div>
      {value === 'other' ? (
        <div className="review-field">
          <label htmlFor={`${id}-note`}>
            {texts.other} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-note`}
            type="text"
            maxLength={1020}
            aria-required="true"
            aria-invalid={noteMissing || undefined}
            aria-describedby={noteMissing ? `${id}-note-error` : undefined}
            value={note}
            onChange={(e) => onNote(e.target.value)}
          />
          {noteMissing ? (
            <p id={`${id}-note-error`} className="field-error">
              {texts.required}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
