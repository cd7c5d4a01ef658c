// @vitest-environment jsdom
/**
 * The preview bridge inside a running app: the link component (src/app/repro/preview-bridge-link.tsx) gives it
 * the router and the booking store; and the time machine crossing a cancellation cut-off in the cancel dialog.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerFixtures } from '../../../mocks/fixtures/providers';
import { applyScenario, currentScenario, moveClock } from '../../../mocks/scenario';
import { DEMO_CUSTOMER_TOKEN } from '../../../mocks/world/ids';
import { world } from '../../../mocks/world';
import { AppRoutes, RoutesFrameContext } from '../../../src/app/app-routes';
import { startPreviewBridge, type BridgeEnv, type IncomingMessage } from '../../../src/app/repro/preview-bridge';
import { previewBridgeLink } from '../../../src/app/repro/preview-bridge-link';
import type { AppMessage } from '../../../src/app/repro/preview-protocol';
import { setToken } from '../../../src/api/client';
import { emptyBooking } from '../../../src/booking/booking-state';
import { FlowProvider } from '../../../src/renderer/flow-provider';
import { createMemoryAnalyticsSink } from '../../../src/renderer/analytics';
import { setAppClock } from '../../../src/ui/app-clock';
import AccountArea from '../../../src/widgets/account-area/account-area';
import type { WidgetProps } from '../../../src/widgets/contract/widget-props';
import { useMockServer } from '../../api/harness';
import { testFlow } from '../../renderer/test-flow';
import { flowDecides } from '../../widgets/support/flow-decides';
import { renderFlowWidget } from '../../widgets/support/render-flow-widget';
import { stepTexts, textFrom } from '../../widgets/support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://localhost:5173';

function fakeEnv() {
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  let handler: ((e: IncomingMessage) => void) | null = null;
  const env: BridgeEnv = {
    origin: ORIGIN,
    parent,
    listen: (h) => {
      handler = h;
      return () => void (handler = null);
    },
    path: () => '/start',
  };
  const posted = (): AppMessage[] => parent.postMessage.mock.calls.map(([m]) => m as AppMessage);
  const receive = (data: unknown) => act(() => handler?.({ origin: ORIGIN, source: parent, data }));
  return { env, posted, receive };
}

const vehicle = { id: 1, type: 'automobile' as const, year: 2020, make: 'Ford', model: 'F-150', color: 'Blue', displayName: '2020 Ford F-150' };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  setAppClock(undefined);
});

describe('the preview bridge in a running flow', () => {
  it('navigates, replaces the booking, reports locations, decisions and the booking, and refreshes the session’s queries when it signs in or out', async () => {
    const { env, posted, receive } = fakeEnv();
    const queryClient = new QueryClient();
    const bridge = startPreviewBridge({ provider: 'test', mocks: { currentScenario, moveClock, DEMO_CUSTOMER_TOKEN }, env });
    const Link = previewBridgeLink(bridge);
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/start']}>
            <FlowProvider
              flow={testFlow}
              provider="test"
              config={{ customer_facing_name: 'Acme' }}
              analytics={createMemoryAnalyticsSink()}
              onAlert={() => {}}
              initialState={emptyBooking()}
              onDecision={bridge.onDecision}
            >
              <RoutesFrameContext.Provider value={Link}>
                <AppRoutes />
              </RoutesFrameContext.Provider>
            </FlowProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Start here' });
    expect(posted()[0]).toEqual({ source: 'booking-app', type: 'ready', provider: 'test', path: '/start' });
    expect(posted()).toContainEqual({ source: 'booking-app', type: 'location', path: '/start' });
    expect(posted()).toContainEqual({ source: 'booking-app', type: 'booking', state: emptyBooking() });
    expect(posted()).toContainEqual(expect.objectContaining({ type: 'decision', decision: expect.objectContaining({ kind: 'entry', stepId: 'start', ruleId: null }) }));

    // Without a vehicle, /services redirects to /vehicle (guard needs-vehicle)
    receive({ type: 'navigate', path: '/services' });
    await screen.findByRole('heading', { name: 'Your vehicle' });
    expect(posted()).toContainEqual(expect.objectContaining({ type: 'decision', decision: expect.objectContaining({ kind: 'entry', stepId: 'services', ruleId: 'needs-vehicle' }) }));
    expect(posted().filter((m) => m.type === 'location').map((m) => m.type === 'location' && m.path)).toEqual(['/start', '/services', '/vehicle']);

    // With the vehicle set by the tool, /services shows
    receive({ type: 'setBooking', state: { vehicle } });
    expect(posted()).toContainEqual({ source: 'booking-app', type: 'booking', state: { ...emptyBooking(), vehicle } });
    receive({ type: 'navigate', path: '/services' });
    expect(await screen.findByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('booking.state.v1:test') ?? '{}').vehicle).toEqual(vehicle);

    receive({ type: 'getState', requestId: 'q' });
    expect(posted().at(-1)).toMatchObject({ type: 'state', requestId: 'q', path: '/services', booking: { vehicle } });

    // Signing in or out marks what depends on the session stale (as a real sign-in does), not the configuration
    const invalidated = () => [['vehicles'], ['configuration', 'test']].map((key) => queryClient.getQueryState(key)?.isInvalidated);
    queryClient.setQueryData(['vehicles'], []);
    queryClient.setQueryData(['configuration', 'test'], {});
    receive({ type: 'setSignedIn', signedIn: true });
    expect(invalidated()).toEqual([true, false]);
    queryClient.setQueryData(['vehicles'], []);
    receive({ type: 'setSignedIn', signedIn: false });
    expect(invalidated()).toEqual([true, false]);
  });
});

describe('the time machine and the cancel dialog', () => {
  const NOW = '2026-03-10T11:30:00-04:00';
  const demo = providerFixtures.demo as Record<string, unknown>;
  const withFee = { ...demo, is_charging_cancellation_fee: true, cancellation_fee_amount_dollars: 25, cancellation_cut_off_hours: 24 };
  const Widget = AccountArea as unknown as React.ComponentType<WidgetProps<Record<string, unknown>, string>>;
  const session = { signedIn: true, guest: false };
  const decided = flowDecides('account-home', 'accountArea', withFee, { session });

  it('opening the cancel dialog after setClock crosses the cut-off shows the fee for the new time (world not reseeded)', async () => {
    applyScenario({ session: 'customer', now: NOW });
    setToken('demo-customer-token');
    setAppClock(NOW);
    const seededAt = world().seeded_at;
    const { env, receive } = fakeEnv();
    startPreviewBridge({ provider: 'demo', mocks: { currentScenario, moveClock, DEMO_CUSTOMER_TOKEN }, env });
    renderFlowWidget(Widget, {
      name: 'accountArea',
      options: decided.options,
      parts: decided.parts,
      text: textFrom(stepTexts('account-home', { requireStep: true }), { config: withFee }),
      values: { session, content: decided.content },
      at: '/account',
      stableDispatch: true,
    });
    await screen.findByRole('heading', { level: 2, name: 'Upcoming Services' });
    const camry = () =>
      within(screen.getByRole('region', { name: 'Upcoming Services' }))
        .getAllByRole('article')
        .find((a) => /Camry/.test(within(a).getByRole('heading').textContent ?? '') && (a.textContent ?? '').includes('Saturday, March 14'))!;
    const open = async () => {
      await userEvent.click(within(camry()).getByRole('button', { name: /^Cancel Service/ }));
      return screen.findByRole('dialog', { name: 'Cancel Service' });
    };

    let dialog = await open();
    expect(within(dialog).getByText('You will not be charged a cancellation fee')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));

    receive({ type: 'setClock', now: '2026-03-13T12:00:00-04:00' }); // 21 hours before 9:00 on the 14th
    dialog = await open();
    expect(within(dialog).getByText('You will be charged a $25.00 cancellation fee')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Agree and Cancel Appointment' })).toBeInTheDocument();
    expect(world().seeded_at).toBe(seededAt);
  });
});
