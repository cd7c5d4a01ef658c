import { ContinueButton } from '../../ui/continue-button';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { continueButtonSpec } from './continue-button.options';

/** Continue: sends `continue`; blocked, the button says why (a `show: "onPress"` blocker only once pressed) and the step refuses the press; busy, a press does nothing. Its label is the flow's (`label`, else `continue`; busy, `please-wait`). */
export default function ContinueButtonWidget({ options, text, values, send }: WidgetPropsOf<typeof continueButtonSpec>) {
  return (
    <ContinueButton
      label={text(options.label ?? 'continue')}
      blocked={values.continueBlocked}
      blockerMessage={values.blockerMessage}
      showOnPress={values.blockerShownOnPress}
      busy={values.busy}
      busyLabel={text('please-wait')}
      onContinue={() => send({ type: 'continue' })}
    />
  );
}
