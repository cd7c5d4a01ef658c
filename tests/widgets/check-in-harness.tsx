/**
 * Test harness of the check-in link pages (checkIn at /checkin/…, mapCheckIn at /checkin-geo/…): the widget at
 * its link's address (memory router) with what the booking flow decides for the provider (`flowDecides`: options,
 * parts) and the provider's content, the step's texts word for word from flows/booking.flow.json with
 * `{config.*}` filled from the provider fixture (plus `config` over it), a `send` spy and no sign-in.
 */
import type { ComponentType } from 'react';
import { setProviderName } from '../../src/api/client';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

export interface CheckInPageOptions {
  customerId: string;
  swId: string;
  provider?: string;
  config?: Record<string, unknown>;
}

const ROUTES = { checkin: 'checkin', 'checkin-geo': 'checkin-geo' } as const;
const WIDGETS = { checkin: 'checkIn', 'checkin-geo': 'mapCheckIn' } as const;

export function renderCheckInPage(
  Widget: ComponentType<WidgetProps>,
  stepId: keyof typeof ROUTES,
  { customerId, swId, provider = 'demo', config = {} }: CheckInPageOptions,
) {
  setProviderName(provider);
  const cfg = { ...(providerFixtures[provider] as Record<string, unknown>), ...config };
  const session = { signedIn: false, guest: false };
  const decided = flowDecides(stepId, WIDGETS[stepId], cfg, { session });
  return renderFlowWidget(Widget, {
    name: WIDGETS[stepId],
    text: textFrom(stepTexts(stepId, { requireStep: true }), { config: cfg, step: stepId }),
    options: decided.options,
    parts: decided.parts,
    values: { params: { customerId, swId }, content: decided.content, session },
    at: `/${ROUTES[stepId]}/${customerId}/${swId}`,
    stableDispatch: true,
  });
}

/** Every request the mock server sees: method, path and body text. */
export function logRequests(server: { events: { on: (e: 'request:start', f: (x: { request: Request }) => void) => void } }) {
  const seen: { method: string; path: string; body: Promise<string> }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: request.clone().text() });
  });
  return seen;
}
