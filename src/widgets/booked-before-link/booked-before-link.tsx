import type { WidgetPropsOf } from '../contract/widget-spec';
import type { bookedBeforeLinkSpec } from './booked-before-link.options';
import './booked-before-link.css';

/**
 * "Booked service before?" (B-19, issue 26): a quiet link that sends `bookedBefore`; the flow decides where it shows
 * (a step's `when`) and where it leads (the sign-in, then back into the booking).
 */
export default function BookedBeforeLink({ options, text, send }: WidgetPropsOf<typeof bookedBeforeLinkSpec>) {
  return (
    <p className="booked-before-link">
      <button type="button" className="link-button" onClick={() => send({ type: 'bookedBefore' })}>
        {text(options.label ?? 'booked-before')}
      </button>
    </p>
  );
}
