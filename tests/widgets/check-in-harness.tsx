/**
 * Test harness of the check-in link pages (checkIn at /checkin/…, mapCheckIn at /checkin-geo/…): the widget at
 * its link's address (memory router), the step's texts word for word from flows/booking.flow.json with
 * `{config.*}` filled from the provider fixture (plus `config` over it), a `send` spy and no sign-in.
 */
import type { ComponentType } from 'react';
import { setProviderName } from '../../src/api/client';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

export interface CheckInPageOptions {
  customerId: string;
  swId: string;
  provider?: string;
  config?: Record<string, unknown>;
}

const ROUTES = { checkin: 'checkin', 'checkin-geo': 'checkin-geo' } as const;

export function renderCheckInPage(
  Widget: ComponentType<WidgetProps>,
  stepId: keyof typeof ROUTES,
  { customerId, swId, provider = 'demo', config = {} }: CheckInPageOptions,
) {
  setProviderName(provider);
  const cfg = { ...(providerFixtures[provider] as Record<string, unknown>), ...config };
  return renderFlowWidget(Widget, {
    name: stepId,
    text: textFrom(stepTexts(stepId, { requireStep: true }), { config: cfg, step: stepId }),
    values: { params: { customerId, swId }, config: cfg, session: { signedIn: false, guest: false } },
    at: `/${ROUTES[stepId]}/${customerId}/${swId}`,
    stableUpdateBooking: true,
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
