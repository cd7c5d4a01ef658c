/**
 * Test harness of the link pages of a scheduled work (approveServices, receipt, workQuote): the widget at
 * its link's address (memory router and toast provider) with what the booking flow decides for the provider (its
 * parts and options, `flowDecides`) and the provider's content, the step's texts word for word from
 * flows/booking.flow.json with `{config.*}` filled from the provider fixture, a real booking store and a
 * `send` spy. No sign-in: the pages load the work with M-32 by the link's ids alone.
 */
import type { ComponentType } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setProviderName } from '../../src/api/client';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { server, useMockServer } from '../api/harness';
import { flowDecides } from './support/flow-decides';
import { useFixedClock } from './support/fixed-clock';
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
const WIDGETS = { 'approve-services': 'approveServices', receipt: 'receipt', 'work-quote': 'workQuote' } as const;

export function renderLinkPage<P extends string>(Widget: ComponentType<WidgetProps<Record<string, unknown>, P>>, { stepId, customerId, swId, provider = 'demo', config = {} }: LinkPageOptions) {
  setProviderName(provider);
  const cfg = { ...(providerFixtures[provider] as Record<string, unknown>), ...config };
  const session = { signedIn: false, guest: false };
  const decided = flowDecides(stepId, WIDGETS[stepId], cfg, { session });
  return renderFlowWidget(Widget, {
    name: WIDGETS[stepId],
    text: textFrom(stepTexts(stepId, { requireStep: true }), { config: cfg, step: stepId }),
    options: decided.options,
    parts: decided.parts as Record<P, boolean>,
    values: { params: { customerId, swId }, content: decided.content, session },
    at: `/${ROUTES[stepId]}/${customerId}/${swId}`,
    stableDispatch: true,
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

/**
 * The usual set-up of a link page's test file: the mock server, a generous timeout (a busy shared machine), the
 * clocks fixed at `now`, and the requests of each test recorded; read them with the returned function.
 */
export function useLinkPageTest(now: string): () => ReturnType<typeof requestLog> {
  useMockServer();
  vi.setConfig({ testTimeout: 20_000 });
  useFixedClock(now);
  let seen: ReturnType<typeof requestLog> = [];
  beforeEach(() => {
    seen = requestLog(server);
  });
  afterEach(() => server.events.removeAllListeners());
  return () => seen;
}
