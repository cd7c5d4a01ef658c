/**
 * The step's blockers as the renderer and `send` see them, for widget tests: the values a widget gets
 * (`continueBlocked`, `blockerMessage`, `blockerShownOnPress`, derived from the booking on each render, as the step
 * renderer does) and whether the flow refuses an event the widget sends (what `useStepSend` checks before a
 * transition). Both read the real booking flow with the booking facts of the booking as it stands.
 */
import flowJson from '../../../flows/booking.flow.json';
import { bookingFacts } from '../../../src/booking/booking-facts';
import type { BookingState } from '../../../src/booking/booking-state';
import { bookingGuards } from '../../../src/booking/guards';
import { continueBlocker, expandFlow, type BlockerResult, type Flow, type FlowContext } from '../../../src/engine';
import type { WidgetValues } from '../../../src/widgets/contract/widget-props';

const flow = expandFlow(flowJson as unknown as Flow);

type Session = FlowContext['session'];

function context(config: Readonly<Record<string, unknown>>, session: Session, booking: BookingState): FlowContext {
  return { config: config as Record<string, unknown>, session, booking: { ...bookingFacts(booking, config) }, query: {} };
}

/** The step's first holding blocker for the booking (with `event`, only those holding that event back). */
export function stepBlocker(stepId: string, config: Readonly<Record<string, unknown>>, session: Session, booking: BookingState, event?: string): BlockerResult {
  return continueBlocker(flow, stepId, context(config, session, booking), bookingGuards, event);
}

/** The blocker values of `stepId` for each render, from the booking (a `values` function of renderFlowWidget). */
export function blockerValues(stepId: string, config: Readonly<Record<string, unknown>>, session: Session) {
  return (booking: BookingState): Pick<WidgetValues, 'continueBlocked' | 'blockerMessage' | 'blockerShownOnPress'> => {
    const b = stepBlocker(stepId, config, session, booking);
    return { continueBlocked: b.blocked, blockerMessage: b.message, blockerShownOnPress: b.showOnPress };
  };
}
