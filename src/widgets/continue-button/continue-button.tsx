import { ContinueButton } from '../../ui/continue-button';
import type { WidgetProps } from '../contract/widget-props';

/** Options of the `continueButton` widget. */
export interface ContinueButtonOptions {
  /** Message key of the label; "Continue" when absent. */
  label?: string;
}

/** Continue: sends `continue`; blocked or busy, the button says why and a press does nothing. */
export default function ContinueButtonWidget({ options, text, values, send }: WidgetProps<ContinueButtonOptions>) {
  return (
    <ContinueButton
      label={options.label ? text(options.label) : 'Continue'}
      blocked={values.continueBlocked}
      blockerMessage={values.blockerMessage}
      busy={values.busy}
      onContinue={() => send({ type: 'continue' })}
    />
  );
}
