import { useId } from 'react';

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
}

const FIELDS: { name: keyof CustomerInfo; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Mobile phone', type: 'tel', autoComplete: 'tel-national' },
];

/** H-03: the four customer fields, each required (non-blank). Typed values live in the booking (kept across errors and reloads). */
export function CustomerInfoForm({ value, onChange, showErrors }: CustomerInfoFormProps) {
  const id = useId();
  return (
    <fieldset className="review-section customer-info">
      <legend className="review-section__title">Your information</legend>
      <div className="customer-info__grid">
        {FIELDS.map((f) => {
          const inputId = `${id}-${f.name}`;
          const blank = value[f.name].trim() === '';
          const showError = showErrors && blank;
          return (
            <div key={f.name} className="review-field">
              <label htmlFor={inputId}>
                {f.label} <span aria-hidden="true">*</span>
              </label>
              <input
                id={inputId}
                name={f.name}
                type={f.type}
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
                  Required
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
