// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Step } from '../../src/engine';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { useDispatchBooking } from '../../src/booking/use-booking';
import { createMemoryAnalyticsSink } from '../../src/renderer/analytics';
import type { Decision } from '../../src/renderer/decision';
import { DecisionListenerContext } from '../../src/renderer/decision-listener-context';
import { FlowProvider } from '../../src/renderer/flow-provider';
import { FlowRoute } from '../../src/renderer/flow-route';
import { useFlowRuntime } from '../../src/renderer/flow-runtime';
import { useStepSend } from '../../src/renderer/use-step-send';
import { testFlow } from './test-flow';
import { WithQueryClient } from '../support/with-query-client';

const vehicle = { id: 1, type: 'automobile' as const, year: 2020, make: 'Ford', model: 'F-150', color: 'Blue', displayName: '2020 Ford F-150' };
const line = { service_offering_id: 7, long_name: 'Oil change', kind: 'standard' as const, display_category: 'standard' as const, quantity: 1, total_cost_dollars: 50 };

function AddLine() {
  const dispatch = useDispatchBooking();
  return (
    <button type="button" onClick={() => dispatch({ type: 'toggleService', line })}>
      Add line
    </button>
  );
}

/** Presses Continue on the services step through `send` itself (a widget that sends while blocked, e.g. a show-on-press blocker). */
function PressContinue() {
  const step = testFlow.steps.find((s) => s.id === 'services') as Step;
  const send = useStepSend({ kind: 'step', step, params: {}, query: {}, path: '/services' });
  return (
    <button type="button" onClick={() => send({ type: 'continue' })}>
      Press Continue
    </button>
  );
}

/** Renders the test flow at `path`; the decisions are collected, those of kind `shown` (what a step shows) apart. */
function setup(path: string, state: Partial<BookingState> = {}, extra: ReactNode = null, shown: Decision[] = [], more: Pick<ComponentProps<typeof FlowProvider>, 'flow' | 'loadStepMessages'> = { flow: testFlow }) {
  const decisions: Decision[] = [];
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <FlowProvider
          flow={more.flow}
          loadStepMessages={more.loadStepMessages}
          provider="test"
          config={{ customer_facing_name: 'Acme', service_locations: ['home'] }}
          onAlert={() => {}}
          analytics={createMemoryAnalyticsSink()}
          initialState={{ ...emptyBooking(), ...state }}
          onDecision={(d) => (d.kind === 'shown' ? shown : decisions).push(d)}
        >
          <Routes>
            {more.flow.steps.map((s) => (
              <Route key={s.id} path={s.route} element={<FlowRoute />} />
            ))}
          </Routes>
          {extra}
        </FlowProvider>
      </MemoryRouter>
    </StrictMode>,
    { wrapper: WithQueryClient },
  );
  return decisions;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('decision records (FlowProvider onDecision)', () => {
  it('records entering a step whose guards do not fire, with each guard’s condition and the value it read', async () => {
    const decisions = setup('/services', { vehicle, cart: [line] });
    await screen.findByRole('heading', { name: 'Pick services' });
    expect(decisions).toHaveLength(1);
    const [entry] = decisions;
    expect(entry).toMatchObject({ kind: 'entry', stepId: 'services', path: '/services', ruleId: null });
    expect(entry?.to).toBeUndefined();
    expect(entry?.explanation.decidedBy).toBe('none');
    expect(entry?.explanation.trace).toEqual([
      expect.objectContaining({ id: 'needs-vehicle', kind: 'guard', matched: false, condition: expect.objectContaining({ result: false }) }),
    ]);
    const leaf = entry?.explanation.trace[0]?.condition?.children?.[0];
    expect(leaf).toMatchObject({ text: expect.stringContaining('hasVehicle'), value: true, result: true });
  });

  it('records a guard redirect (the guard, where it sent the customer), then the entry of the target', async () => {
    const decisions = setup('/services');
    await screen.findByRole('heading', { name: 'Your vehicle' });
    expect(decisions.map((d) => [d.kind, d.stepId, d.path, d.ruleId, d.to?.path])).toEqual([
      ['entry', 'services', '/services', 'needs-vehicle', '/vehicle'],
      ['entry', 'vehicle', '/vehicle', null, undefined],
    ]);
    expect(decisions[0]?.to).toEqual({ stepId: 'vehicle', path: '/vehicle' });
    expect(decisions[0]?.explanation).toMatchObject({ stepId: 'services', decidedBy: 'needs-vehicle', trace: [{ id: 'needs-vehicle', matched: true }] });
  });

  it('records an event with the engine’s explanation and destination, then the entry it leads to', async () => {
    const user = userEvent.setup();
    const decisions = setup('/start', { vehicle, cart: [line] });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Pick services' });
    expect(decisions.map((d) => [d.kind, d.stepId, d.event, d.ruleId])).toEqual([
      ['entry', 'start', undefined, null],
      ['event', 'start', 'continue', 'go-services'],
      ['entry', 'services', undefined, null],
    ]);
    const event = decisions[1];
    expect(event).toMatchObject({ path: '/start', to: { stepId: 'services', path: '/services' } });
    expect(event?.explanation).toEqual({ stepId: 'start', decidedBy: 'go-services', trace: [{ id: 'go-services', kind: 'otherwise', matched: true }] });
  });

  it('records a Continue blocker when it starts and stops holding, and a refused Continue press', async () => {
    const user = userEvent.setup();
    const decisions = setup('/services', { vehicle }, (
      <>
        <AddLine />
        <PressContinue />
      </>
    ));
    await screen.findByRole('heading', { name: 'Pick services' });
    expect(decisions.map((d) => [d.kind, d.ruleId, d.pressed])).toEqual([
      ['entry', null, undefined],
      ['blocked', 'empty', false],
    ]);
    expect(decisions[1]).toMatchObject({ stepId: 'services', path: '/services', message: 'Please add a service (Acme)' });
    expect(decisions[1]?.explanation.trace[0]).toMatchObject({ id: 'empty', kind: 'blocker', matched: true, condition: { text: expect.stringContaining('cartEmpty'), value: true } });

    await user.click(screen.getByRole('button', { name: 'Press Continue' }));
    expect(decisions[2]).toMatchObject({ kind: 'blocked', stepId: 'services', event: 'continue', ruleId: 'empty', pressed: true, message: 'Please add a service (Acme)' });
    expect(screen.getByRole('heading', { name: 'Pick services' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(decisions[3]).toMatchObject({ kind: 'blocked', ruleId: null, message: null, pressed: false, explanation: { decidedBy: 'none' } });
    expect(decisions).toHaveLength(4);
  });

  it('records what a step shows, and its blocker, once its messages have loaded (builds load them with the step), once each', async () => {
    // The services step's messages come with the step, as in a build: the flow starts without them.
    const flow = { ...testFlow, steps: testFlow.steps.map((s) => (s.id === 'services' ? { ...s, messages: {} } : s)) };
    let arrive: (messages: { own: Record<string, string> }) => void = () => {};
    const loaded = new Promise<{ own: Record<string, string> }>((resolve) => (arrive = resolve));
    const shown: Decision[] = [];
    const decisions = setup('/services', { vehicle }, null, shown, { flow, loadStepMessages: (id) => (id === 'services' ? loaded : null) });
    await screen.findByRole('status');
    expect(decisions.map((d) => d.kind)).toEqual(['entry']);
    expect(shown).toEqual([]);
    arrive({ own: { 'services-title': 'Pick services' } });
    await screen.findByRole('heading', { name: 'Pick services' });
    expect(decisions.map((d) => [d.kind, d.ruleId])).toEqual([['entry', null], ['blocked', 'empty']]);
    expect(shown.map((d) => d.stepId)).toEqual(['services']);
  });

  it('records what a step shows when it is drawn and when that changes: each widget with why, the sidebar parts', async () => {
    const user = userEvent.setup();
    const shown: Decision[] = [];
    setup('/services', { vehicle }, <AddLine />, shown);
    await screen.findByRole('heading', { name: 'Pick services' });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'shown', stepId: 'services', path: '/services', ruleId: null });
    expect(shown[0]?.widgets?.map((w) => [w.widget, w.shown])).toEqual([
      ['heading', true],
      ['message', false],
      ['continueButton', true],
    ]);
    expect(shown[0]?.widgets?.[1]?.when).toMatchObject({ text: 'not (booking.cartEmpty is truthy)', result: false });
    expect(shown[0]?.sidebar).toEqual([
      expect.objectContaining({ part: 'prices', shown: true, condition: expect.objectContaining({ text: 'not (config.is_hiding_price_in_booking is truthy)' }) }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(shown).toHaveLength(2);
    expect(shown[1]?.widgets?.[1]).toMatchObject({ widget: 'message', shown: true });
  });

  it('numbers decisions with an increasing seq', async () => {
    const user = userEvent.setup();
    const shown: Decision[] = [];
    const decisions = setup('/start', { vehicle, cart: [line] }, null, shown);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Pick services' });
    const seqs = [...decisions, ...shown].map((d) => d.seq).sort((a, b) => a - b);
    expect(seqs).toHaveLength(5);
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe((seqs[i - 1] ?? 0) + 1);
  });

  it('builds no decision without a listener, and takes one from DecisionListenerContext', async () => {
    const seen: Array<boolean> = [];
    function Probe() {
      seen.push(useFlowRuntime().recordDecision !== undefined);
      return null;
    }
    const { unmount } = render(
      <MemoryRouter initialEntries={['/start']}>
        <FlowProvider flow={testFlow} provider="test" config={{}} initialState={emptyBooking()}>
          <Probe />
        </FlowProvider>
      </MemoryRouter>,
    );
    expect(seen.every((has) => !has)).toBe(true);
    unmount();

    const decisions: Decision[] = [];
    render(
      <DecisionListenerContext.Provider value={(d) => decisions.push(d)}>
        <MemoryRouter initialEntries={['/start']}>
          <FlowProvider flow={testFlow} provider="test" config={{ customer_facing_name: 'Acme' }} analytics={createMemoryAnalyticsSink()} initialState={emptyBooking()}>
            <FlowRoute />
          </FlowProvider>
        </MemoryRouter>
      </DecisionListenerContext.Provider>,
      { wrapper: WithQueryClient },
    );
    await screen.findByRole('heading', { name: 'Start here' });
    expect(decisions.map((d) => [d.kind, d.stepId])).toEqual([
      ['entry', 'start'],
      ['shown', 'start'],
    ]);
  });
});
