// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../src/engine';
import { createMemoryAnalyticsSink } from '../../src/renderer/analytics';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { FlowProvider } from '../../src/renderer/flow-provider';
import type { StepMessagesLoader } from '../../src/renderer/step-messages';
import { FlowRoute } from '../../src/renderer/flow-route';
import { useDispatchBooking } from '../../src/booking/use-booking';
import { testFlow } from './test-flow';
import { WithQueryClient } from '../support/with-query-client';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

function setup(
  path: string,
  opts: { state?: Partial<BookingState>; flow?: Flow; config?: Record<string, unknown>; loadStepMessages?: StepMessagesLoader; extra?: ReactNode; strict?: boolean } = {},
) {
  const analytics = createMemoryAnalyticsSink();
  const onAlert = vi.fn();
  const flow = opts.flow ?? testFlow;
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <FlowProvider
        flow={flow}
        provider="test"
        config={{ customer_facing_name: 'Acme', service_locations: ['home'], ...opts.config }}
        analytics={analytics}
        onAlert={onAlert}
        initialState={{ ...emptyBooking(), ...opts.state }}
        loadStepMessages={opts.loadStepMessages}
      >
        <Routes>
          {flow.steps.map((s) => (
            <Route key={s.id} path={s.route} element={<FlowRoute />} />
          ))}
          <Route path="*" element={<p>no route</p>} />
        </Routes>
        {opts.extra}
        <Where />
      </FlowProvider>
    </MemoryRouter>
  );
  const utils = render(opts.strict ? <StrictMode>{tree}</StrictMode> : tree, { wrapper: WithQueryClient });
  return { ...utils, analytics, onAlert };
}

const vehicle = { id: 1, type: 'automobile' as const, year: 2020, make: 'Ford', model: 'F-150', color: 'Blue', displayName: '2020 Ford F-150' };
const line = { service_offering_id: 7, long_name: 'Oil change', kind: 'standard' as const, display_category: 'standard' as const, quantity: 1, total_cost_dollars: 50 };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('FlowRoute', () => {
  it('resolves a route to its step, draws its widgets and tracks it', async () => {
    const { analytics } = setup('/start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start here' })).toBeInTheDocument();
    expect(document.title).toBe('Start here | Acme');
    expect(analytics.events).toEqual([{ event: 'start_viewed', data: { step: 'start', provider: 'test' } }]);
  });

  it('follows a guard redirect with replace and runs the guard’s effects once', async () => {
    const { onAlert } = setup('/services');
    expect(await screen.findByRole('heading', { name: 'Your vehicle' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/vehicle');
    expect(onAlert).toHaveBeenCalledTimes(1);
    expect(onAlert).toHaveBeenCalledWith('Something went wrong');
  });

  it('runs each navigation’s effects once under StrictMode’s double renders and effects', async () => {
    const user = userEvent.setup();
    const { analytics, onAlert } = setup('/services', { strict: true, state: { cart: [line] } });
    expect(await screen.findByRole('heading', { name: 'Your vehicle' })).toBeInTheDocument();
    expect(onAlert).toHaveBeenCalledTimes(1);
    cleanup();
    const second = setup('/start', { strict: true, state: { vehicle, cart: [line] } });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
    expect(second.analytics.events.map((e) => e.event)).toEqual(['start_viewed', 'started']);
    expect(analytics.events).toEqual([]);
  });

  it('follows a guard redirect when the steps\' messages load with each step (the customer build)', async () => {
    const flow = structuredClone(testFlow);
    const stripped = Object.fromEntries(flow.steps.map((s) => [s.id, s.messages ?? {}]));
    for (const s of flow.steps) delete s.messages;
    flow.steps.find((s) => s.id === 'vehicle')!.title = 'vehicle-title'; // the document title reads it
    const load = vi.fn((id: string) => Promise.resolve({ own: stripped[id] ?? {} }));
    setup('/services', { flow, loadStepMessages: load });
    expect(await screen.findByRole('heading', { name: 'Your vehicle' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/vehicle');
    expect(document.title).toBe('Your vehicle | Acme');
    expect(load).not.toHaveBeenCalledWith('services');
  });

  it('draws a new step in two passes: its heading first with the step busy, then its other widgets (issue 28)', async () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    setup('/start');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    records.push(...observer.takeRecords());
    observer.disconnect();
    const step = document.querySelector('[data-step="start"]')!;
    // The second pass adds the widgets after the heading to the step already on the page, and ends its busy state.
    const later = records.filter((r) => r.type === 'childList' && r.target === step).flatMap((r) => [...r.addedNodes]);
    expect(later.some((node) => node.textContent?.includes('Continue'))).toBe(true);
    expect(later.some((node) => node.textContent?.includes('Start here'))).toBe(false);
    expect(records.some((r) => r.type === 'attributes' && r.target === step && r.oldValue === 'true')).toBe(true);
    expect(step).not.toHaveAttribute('aria-busy');
  });

  it('a step of one shown widget, or of none, is drawn in one pass and never busy (issue 28)', async () => {
    // Any change of aria-busy, or an element added busy, means the step was busy at some point.
    const busy: Node[] = [];
    const observer = new MutationObserver((list) => {
      for (const r of list) {
        if (r.type === 'attributes') busy.push(r.target);
        for (const node of r.addedNodes) if (node instanceof Element && (node.matches('[aria-busy]') || node.querySelector('[aria-busy]'))) busy.push(node);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    // The vehicle step without is_skipping_vehicle shows its heading only.
    setup('/vehicle');
    expect(await screen.findByRole('heading', { name: 'Your vehicle' })).toBeInTheDocument();
    expect(document.querySelector('[data-step="vehicle"] [aria-busy], [data-step="vehicle"][aria-busy]')).toBeNull();
    cleanup();
    // A step whose every widget's condition is false draws an empty step, not a busy one.
    const empty: Flow = {
      ...testFlow,
      steps: testFlow.steps.map((s) =>
        s.id === 'vehicle' ? { ...s, widgets: [{ widget: 'message', when: { config: 'is_skipping_vehicle', equals: true }, options: { message: 'skip-note' } }] } : s,
      ),
    };
    setup('/vehicle', { flow: empty });
    await waitFor(() => expect(document.querySelector('[data-step="vehicle"]')).not.toBeNull());
    expect(document.querySelector('[data-step="vehicle"]')).not.toHaveAttribute('aria-busy');
    observer.disconnect();
    expect(busy).toEqual([]);
  });

  it('shows only widgets whose condition holds', async () => {
    setup('/vehicle', { config: { is_skipping_vehicle: true } });
    expect(await screen.findByText('You may skip this')).toBeInTheDocument();
  });

  it('keeps Continue focusable but inert while a blocker holds, with the reason shown', async () => {
    const user = userEvent.setup();
    setup('/services', { state: { vehicle } });
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Please add a service (Acme)');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/services');
  });

  it('sends Continue through the engine: navigates and runs the transition’s effects', async () => {
    const user = userEvent.setup();
    const { analytics } = setup('/start', { state: { vehicle, cart: [line] } });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
    expect(analytics.events.map((e) => e.event)).toEqual(['start_viewed', 'started']);
    // services → start clears the cart; start then shows no blocker either way
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Start here' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('booking.state.v1:test') ?? '{}').cart).toEqual([]);
  });

  it('shows the flow’s not-found message for a path outside the flow', async () => {
    render(
      <MemoryRouter initialEntries={['/nope']}>
        <FlowProvider flow={testFlow} provider="test" config={{}} initialState={emptyBooking()}>
          <FlowRoute />
        </FlowProvider>
      </MemoryRouter>,
      { wrapper: WithQueryClient },
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('throws for an unknown widget in tests', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => setup('/broken')).toThrow(/Unknown widget "doesNotExist"/);
    spy.mockRestore();
  });

  it('needs the app’s QueryClient (it waits on its requests before loading the next steps): without one it fails loudly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare = (
      <MemoryRouter initialEntries={['/start']}>
        <FlowProvider flow={testFlow} provider="test" config={{}} initialState={emptyBooking()}>
          <FlowRoute />
        </FlowProvider>
      </MemoryRouter>
    );
    expect(() => render(bare)).toThrow(/No QueryClient set/);
    spy.mockRestore();
  });

  it('saves the booking to sessionStorage so it survives a reload', async () => {
    setup('/start', { state: { cart: [line] } });
    await screen.findByRole('heading', { name: 'Start here' });
    expect(JSON.parse(sessionStorage.getItem('booking.state.v1:test') ?? '{}').cart).toEqual([line]);
  });

  it('applies guards on entry only: a guard that starts to hold while the step is shown does not swap it out', async () => {
    const user = userEvent.setup();
    function DropVehicle() {
      const dispatch = useDispatchBooking();
      return (
        <button type="button" onClick={() => dispatch({ type: 'setVehicle', vehicle: null })}>
          Drop vehicle
        </button>
      );
    }
    setup('/services', { state: { vehicle, cart: [line] }, extra: <DropVehicle /> });
    expect(await screen.findByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drop vehicle' }));
    expect(screen.getByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/services');
  });
});

describe('FlowRoute: the browser’s Back', () => {
  function Controls() {
    const navigate = useNavigate();
    const dispatch = useDispatchBooking();
    return (
      <>
        <button type="button" onClick={() => navigate('/start')}>to start</button>
        <button type="button" onClick={() => dispatch({ type: 'setVehicle', vehicle: null })}>drop vehicle</button>
        <button type="button" onClick={() => navigate(-1)}>back</button>
      </>
    );
  }

  it('a step shown before whose guard now holds redirects again when Back returns to it (not stuck on "Redirecting…")', async () => {
    const user = userEvent.setup();
    const { analytics, onAlert } = setup('/services', { state: { vehicle }, extra: <Controls /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick services' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'to start' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start here' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'drop vehicle' }));
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { name: 'Your vehicle' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/vehicle');
    // Each entry ran its effects once: start tracked once, the redirect's alert once.
    expect(analytics.events.map((e) => e.event)).toEqual(['start_viewed']);
    expect(onAlert).toHaveBeenCalledTimes(1);
  });
});
