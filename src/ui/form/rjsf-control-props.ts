import { ariaDescribedByIds, type WidgetProps as RjsfWidgetProps } from '@rjsf/utils';

/** The attributes an rjsf widget's own `<input>` or `<select>` takes from rjsf, whatever the widget. */
export interface RjsfControlProps {
  id: string;
  name: string;
  className: string;
  required: boolean | undefined;
  autoFocus: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  onBlur: () => void;
  onFocus: () => void;
}

/**
 * Wires a custom rjsf widget's control the way rjsf's own widgets are wired: id and name, the form-control
 * look, required, autofocus (rjsf's `ui:autofocus`, set by the flow's uiSchema), aria-invalid while the field
 * has errors, described by rjsf's error/help ids, and blur/focus reported with `current` (the value as shown).
 * Disabled/read-only are left to the widget (an input can be read-only; a select cannot).
 */
export function rjsfControlProps(props: RjsfWidgetProps, current: string): RjsfControlProps {
  const { id, htmlName, required, autofocus, rawErrors, onBlur, onFocus } = props;
  return {
    id,
    name: htmlName || id,
    className: 'form-control',
    required,
    autoFocus: autofocus,
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: () => onBlur(id, current),
    onFocus: () => onFocus(id, current),
  };
}
