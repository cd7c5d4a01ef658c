import { ContinueButton } from '../../ui/continue-button';
import type { OptionsOf, WidgetPropsOf } from '../contract/widget-spec';
import type { continueButtonSpec } from './continue-button.options';

/** Options of the `continueButton` widget (its options schema: continue-button.options.ts). */
export type ContinueButtonOptions = OptionsOf<typeof continueButtonSpec>;

/** Continue: sends `continue`; blocked, the button says why and the step refuses the press; busy, a press does nothing. Its label is the flow's (`label`, else `continue`; busy, `please-wait`). */
export default function ContinueButtonWidget({ options, text, values, send }: WidgetPropsOf<typeof continueButtonSpec>) {
  return (
    <ContinueButton
      label={text(options.label ?? 'continue')}
      blocked={values.continueBlocked}
      blockerMessage={values.blockerMessage}
      busy={values.busy}
      busyLabel={text('please-wait')}
      onContinue={() => send({ type: 'continue' })}
    />
  );
}
