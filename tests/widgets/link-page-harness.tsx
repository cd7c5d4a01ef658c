/**
 * Test harness of the link pages of a scheduled work (approveServices, receipt, workQuote): the widget at
 * its link's address (memory router and toast provider), the step's texts word for word from
 * flows/booking.flow.json with `{config.*}` filled from the provider fixture, a real booking store and a
 * `send` spy. No sign-in: the pages load the work with M-32 by the link's ids alone.
 */
import type { ComponentType } from 'react';
import { setProviderName } from '../../src/api/client';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

export interface LinkPageOptions {
  stepId: 'approve-services' | 'receipt' | 'work-quote';
  customerId: string;
  swId: string;
  provider?: string;
  /** Configuration fields over the provider's fixture. */
  config?: Record<string, unknown>;
}

const ROUTES = { 'approve-services': 'approve-services', receipt: 'receipt', 'work-quote': 'quote' } as const;

export function renderLinkPage(Widget: ComponentType<WidgetProps>, { stepId, customerId, swId, provider = 'demo', config = {} }: LinkPageOptions) {
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

/** Records every request the mock server sees (method, path, body text). */
export function requestLog(server: { events: { on: (e: 'request:start', f: (x: { request: Request }) => void) => void } }) {
  const seen: { method: string; path: string; body: Promise<string> }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: request.clone().text() });
  });
  return seen;
}
