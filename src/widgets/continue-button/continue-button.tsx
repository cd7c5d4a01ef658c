import { useId } from 'react';
import type { WidgetProps } from '../contract/widget-props';

/** Options of the `continueButton` widget. */
export interface ContinueButtonOptions {
  /** Message key of the label; "Continue" when absent. */
  label?: string;
}

/**
 * Continue. When the step is blocked it stays focusable (aria-disabled, not `disabled`) so keyboard
 * and screen-reader users reach it and hear the reason, which is shown under it.
 */
export default function ContinueButton({ options, text, values, send }: WidgetProps<ContinueButtonOptions>) {
  const reasonId = useId();
  const blocked = values.continueBlocked;
  const inactive = blocked || values.busy;
  const label = options.label ? text(options.label) : 'Continue';
  return (
    <div className="widget-continue">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        aria-describedby={blocked && values.blockerMessage ? reasonId : undefined}
        aria-busy={values.busy || undefined}
        onClick={() => {
          if (!inactive) send({ type: 'continue' });
        }}
      >
        {values.busy ? 'Please wait…' : label}
      </button>
      {blocked && values.blockerMessage ? (
        <p id={reasonId} className="widget-continue__reason" role="status">
          {values.blockerMessage}
        </p>
      ) : null}
    </div>
  );
}
