import { useId } from 'react';
import type { CustomerInfoTexts } from './review-texts';

export interface CustomerInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface CustomerInfoFormProps {
  value: CustomerInfo;
  onChange: (field: keyof CustomerInfo, value: string) => void;
  /** Show "Required" under blank fields (after the customer tried to confirm). */
  showErrors: boolean;
  texts: CustomerInfoTexts;
}

// The phone is a text field with a phone keypad: `tel-national` (no country code) is a text autofill field,
// which HTML does not allow on type="tel" (issue 29, html-validate valid-autocomplete).
const FIELDS: { name: keyof CustomerInfo; type: string; autoComplete: string; inputMode?: 'tel' }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'text', autoComplete: 'tel-national', inputMode: 'tel' },
];

/** H-03: the four customer fields, each required (non-blank). Typed values live in the booking (kept across errors and reloads). */
export function CustomerInfoForm({ value, onChange, showErrors, texts }: CustomerInfoFormProps) {
  const id = useId();
  return (
    <fieldset className="review-section customer-info">
      <legend className="review-section__title">{texts.legend}</legend>
      <div className="customer-info__grid">
        {FIELDS.map((f) => {
          const inputId = `${id}-${f.name}`;
          const blank = value[f.name].trim() === '';
          const showError = showErrors && blank;
          return (
            <div key={f.name} className="review-field">
              <label htmlFor={inputId}>
                {texts[f.name]} <span aria-hidden="true">*</span>
              </label>
              <input
                id={inputId}
                name={f.name}
                type={f.type}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                required
                aria-required="true"
                aria-invalid={showError || undefined}
                aria-describedby={showError ? `${inputId}-error` : undefined}
                value={value[f.name]}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
              {showError ? (
                <p id={`${inputId}-error`} className="field-error">
                  {texts.required}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
