/**
 * Two rjsf widgets of the Create Account form: the mobile phone with its 3-3-4 mask (E-07) and the
 * how-did-you-hear select whose choices come from the provider (E-02, `ui:options.choices`, so the
 * JSON Schema — and its precompiled validator — stay the same for every provider) and whose empty choice reads the
 * flow's `how-did-hear-choose` (`ui:options.prompt`).
 */
import type { RegistryWidgetsType, WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { rjsfControlProps } from '../../ui/form/rjsf-control-props';
import { CHOICE_WIDGET, maskPhone, PHONE_WIDGET } from './account-model';

function PhoneWidget(props: RjsfWidgetProps) {
  const { value, disabled, readonly, placeholder, options, onChange } = props;
  const text = typeof value === 'string' ? value : '';
  return (
    <input
      {...rjsfControlProps(props, text)}
      // A text field with a number keypad: `tel-national` is a text autofill field, not allowed on type="tel" (issue 29).
      type="text"
      inputMode="numeric"
      value={text}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'tel-national'}
      disabled={disabled}
      readOnly={readonly}
      onChange={(e) => {
        const masked = maskPhone(e.target.value);
        onChange(masked === '' ? undefined : masked);
      }}
    />
  );
}

function ChoiceWidget(props: RjsfWidgetProps) {
  const { value, disabled, readonly, options, onChange } = props;
  const choices = Array.isArray(options.choices) ? options.choices.filter((c): c is string => typeof c === 'string') : [];
  const current = typeof value === 'string' ? value : '';
  const prompt = typeof options.prompt === 'string' ? options.prompt : '';
  return (
    <select {...rjsfControlProps(props, current)} value={current} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
      <option value="">{prompt}</option>
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
