/**
 * Two rjsf widgets of the Create Account form: the mobile phone with its 3-3-4 mask (E-07) and the
 * how-did-you-hear select whose choices come from the provider (E-02, `ui:options.choices`, so the
 * JSON Schema — and its precompiled validator — stay the same for every provider).
 */
import type { ChangeEvent } from 'react';
import { ariaDescribedByIds, type RegistryWidgetsType, type WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { CHOICE_WIDGET, maskPhone, PHONE_WIDGET } from './account-model';

function PhoneWidget({ id, htmlName, value, required, disabled, readonly, autofocus, placeholder, rawErrors, options, onChange, onBlur, onFocus }: RjsfWidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const autoComplete = typeof options.autocomplete === 'string' ? options.autocomplete : 'tel-national';
  return (
    <input
      id={id}
      name={htmlName || id}
      type="tel"
      inputMode="numeric"
      className="form-control"
      value={text}
      placeholder={placeholder}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- rjsf's ui:autofocus option, set by the flow's uiSchema
      autoFocus={autofocus}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const masked = maskPhone(e.target.value);
        onChange(masked === '' ? undefined : masked);
      }}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}

function ChoiceWidget({ id, htmlName, value, required, disabled, readonly, autofocus, rawErrors, options, onChange, onBlur, onFocus }: RjsfWidgetProps) {
  const choices = Array.isArray(options.choices) ? options.choices.filter((c): c is string => typeof c === 'string') : [];
  const current = typeof value === 'string' ? value : '';
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={current}
      required={required}
      disabled={disabled || readonly}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- rjsf's ui:autofocus option, set by the flow's uiSchema
      autoFocus={autofocus}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, current)}
      onFocus={() => onFocus(id, current)}
    >
      <option value="">Select one</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}

/** The widgets registered on the account form. */
export const accountWidgets: RegistryWidgetsType = {
  [PHONE_WIDGET]: PhoneWidget,
  [CHOICE_WIDGET]: ChoiceWidget,
};
