/**
 * Test harness of the reschedule-link and one-click-confirmation widgets: a fresh QueryClient, the
 * step's texts word for word from flows/booking.flow.json, a booking that really changes (immer), and
 * a `send` spy. The demo customer is signed in unless `signedIn: false`.
 */
import type { ComponentType } from 'react';
import { setToken } from '../../src/api/client';
import type { BookingState } from '../../src/booking/booking-state';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { providerContent } from '../../src/renderer/provider-content';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts as flowStepTexts, textFrom, type Messages } from './support/step-texts';

/** A step's texts (flow, then step). */
function stepTexts(stepId: string): Messages {
  return flowStepTexts(stepId, { requireStep: true });
}

export interface HarnessOptions {
  stepId: string;
  params: Record<string, string>;
  options?: Record<string, unknown>;
  booking?: Partial<BookingState>;
  signedIn?: boolean;
  provider?: string;
}

export function renderStepWidget(Widget: ComponentType<WidgetProps>, { stepId, params, options = {}, booking = {}, signedIn = true, provider = 'demo' }: HarnessOptions) {
  if (signedIn) setToken('demo-customer-token');
  return renderFlowWidget(Widget, {
    name: stepId,
    options,
    text: textFrom(stepTexts(stepId)),
    booking,
    values: { params, session: { signedIn, guest: false }, content: providerContent(providerFixtures[provider] as Record<string, unknown>) },
    stableDispatch: false,
  });
}
