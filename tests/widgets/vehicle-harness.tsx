/**
 * Test harness of the vehicle widgets, as the step renderer draws them: the widget with what the booking flow decides
 * for the provider configuration (its options and parts on its step, `flowDecides`), the step's texts
 * (flows/booking.flow.json, `{config.*}` filled), the step's blockers derived from the booking on every render (as the
 * renderer does: C-45, C-45-verify, C-56) and the provider's content, inside a fresh QueryClient, a memory router and
 * the toast provider, with a booking that really changes (dispatch applies the booking commands). `send` is a spy;
 * `refusal(event)` says whether the step refuses that event now (what `useStepSend` checks) and by which rule.
 */
import type { ComponentType } from 'react';
import type { BookingState } from '../../src/booking/booking-state';
import type { WidgetProps, WidgetValues } from '../../src/widgets/contract/widget-props';
import SavedVehicles from '../../src/widgets/saved-vehicles/saved-vehicles';
import VehicleLookup from '../../src/widgets/vehicle-lookup/vehicle-lookup';
import VehicleVerify from '../../src/widgets/vehicle-verify/vehicle-verify';
import demo from '../../mocks/fixtures/providers/demo.json';
import { blockerValues, stepBlocker } from './support/flow-blockers';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

/** The step and catalogue name each vehicle widget is drawn with. */
const STEPS = new Map<unknown, { stepId: string; widget: string }>([
  [VehicleLookup, { stepId: 'vehicle-lookup', widget: 'vehicleLookup' }],
  [VehicleVerify, { stepId: 'verify-vehicle-info', widget: 'vehicleVerify' }],
  [SavedVehicles, { stepId: 'vehicle', widget: 'savedVehicles' }],
]);

export interface HarnessOptions {
  /** The provider configuration (also read from `values.config`, as older tests give it); the demo provider's by default. */
  config?: Record<string, unknown>;
  values?: Partial<WidgetValues>;
  booking?: Partial<BookingState>;
  /** The router's address (e.g. '/pricing/vehicle-lookup?error=true'). */
  at?: string;
}

const noSession = { signedIn: false, guest: false };

// The widgets' props differ in their options and parts: each is drawn with what its step decides.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any vehicle widget's props (options/parts typed by its spec)
export function renderVehicleWidget(Widget: ComponentType<WidgetProps<any, any>>, { config: given, values = {}, booking = {}, at = '/' }: HarnessOptions = {}) {
  const step = STEPS.get(Widget);
  if (!step) throw new Error('renderVehicleWidget draws savedVehicles, vehicleLookup and vehicleVerify');
  const rest = values;
  const config = (given ?? demo) as Record<string, unknown>;
  const session = rest.session ?? noSession;
  const { options, parts, content } = flowDecides(step.stepId, step.widget, config, { session });
  const blockers = blockerValues(step.stepId, config, session);
  const utils = renderFlowWidget(Widget, {
    text: textFrom(stepTexts(step.stepId, { requireStep: true }), { config, step: step.stepId }),
    name: step.widget,
    options,
    parts,
    booking,
    values: (state) => ({ ...blockers(state), content, ...rest }),
    at,
    stableDispatch: false,
  });
  /** The rule by which the step refuses `event` now (the booking as the widget left it), or null when it takes it. */
  const refusal = (event: string): string | null => {
    const b = stepBlocker(step.stepId, config, session, utils.latest.booking, event);
    return b.blocked ? b.explanation.decidedBy : null;
  };
  return { ...utils, refusal, options, parts };
}

export const signedIn = { signedIn: true, guest: false } as const;
