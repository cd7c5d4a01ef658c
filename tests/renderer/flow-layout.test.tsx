// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bookingFlowJson from '../../flows/booking.flow.json';
import type { Flow, FlowContext, Step } from '../../src/engine';
import { createMemoryAnalyticsSink } from '../../src/renderer/analytics';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { FlowProvider } from '../../src/renderer/flow-provider';
import { FlowRoute } from '../../src/renderer/flow-route';
import { LAYOUT_TEXT_KEYS } from '../../src/renderer/sidebar/layout-text-keys';
import { sampleHomeBooking } from '../../src/renderer/sidebar/sidebar-samples';
import { StepBar, stepBarPhases, stepPhaseIndex } from '../../src/renderer/step-bar';
import { flowText } from '../domain/support/flow-text';
import { WithQueryClient } from '../support/with-query-client';

const bookingFlow = bookingFlowJson as unknown as Flow;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const ctx = (config: Record<string, unknown> = {}): FlowContext => ({ config, session: { signedIn: false, guest: false }, booking: {}, query: {} });
const label = (key: string) => ({ 'phase-services': 'Select Services', 'phase-availability': 'Select Availability' })[key] ?? key;

describe('step bar', () => {
  it('D-69 the booking flow’s phases are Select Services then Select Availability, taken from each step’s phase', () => {
    const step = (id: string) => bookingFlow.steps.find((s) => s.id === id)!;
    expect(stepPhaseIndex(bookingFlow, step('services'))).toBe(0);
    expect(stepPhaseIndex(bookingFlow, step('place'))).toBe(0);
    expect(stepPhaseIndex(bookingFlow, step('schedule'))).toBe(1);
    expect(stepPhaseIndex(bookingFlow, step('review'))).toBe(1);
    expect(stepBarPhases(bookingFlow, 0, ctx(), label).map((p) => [p.label, p.href])).toEqual([
      ['Select Services', null],
      ['Select Availability', null],
    ]);
  });

  it('D-70 a completed phase links to /pricing/simple, or to the provider’s skip target', () => {
    expect(stepBarPhases(bookingFlow, 1, ctx(), label)[0]!.href).toBe('/pricing/simple');
    expect(stepBarPhases(bookingFlow, 1, ctx({ skip_simple_services_to: 'detailing' }), label)[0]!.href).toBe('/pricing/detailing');
    expect(stepBarPhases(bookingFlow, 1, ctx(), label)[1]!.href).toBeNull();
  });

  it('D-70 the completed step is a link that navigates back; the current one is marked', async () => {
    const onNavigate = vi.fn();
    render(
      <StepBar
        phases={[
          { id: 'services', label: 'Select Services', href: '/pricing/services' },
          { id: 'availability', label: 'Select Availability', href: null },
        ]}
        current={1}
        onNavigate={onNavigate}
        texts={{ label: flowText('step-bar-label'), completed: flowText('step-bar-completed') }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    await userEvent.click(within(nav).getByRole('link', { name: /Select Services/ }));
    expect(onNavigate).toHaveBeenCalledWith('/pricing/services');
    expect(within(nav).getByText('Select Availability').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(nav).queryByRole('link', { name: /Select Availability/ })).toBeNull();
  });

  it('D-71 shows the referral banner when given', () => {
    render(<StepBar phases={[]} current={0} onNavigate={() => {}} texts={{ label: 'Booking steps', completed: '(completed)' }} referralText="REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages" />);
    expect(screen.getByRole('note')).toHaveTextContent('REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages');
  });
});

/** The chrome's texts as the booking flow writes them (every app flow defines them: flows:check). */
const chromeTexts = Object.fromEntries(LAYOUT_TEXT_KEYS.map((k) => [k, (bookingFlowJson.messages as Record<string, string>)[k]!]));

/** A small flow with the chrome's data: two phases, a services step with a blocker, an availability step. */
const chromeFlow: Flow = {
  id: 'chrome',
  entry: ['services'],
  messages: { ...chromeTexts, 'sidebar-location': 'Where' },
  phases: [
    { id: 'services', title: 'phase-services', to: 'services' },
    { id: 'availability', title: 'phase-availability', to: 'schedule' },
  ],
  steps: [
    {
      id: 'services',
      route: '/services',
      widgets: [{ widget: 'heading', options: { title: 'title' } }, { widget: 'continueButton', options: { label: 'next' } }],
      messages: { title: 'Pick services', next: 'Next: Schedule', empty: 'Please add a service' },
      blockers: [{ id: 'empty', when: { booking: 'cartEmpty' }, message: 'empty' }],
      on: { continue: { rules: [], otherwise: { id: 'go', to: 'schedule' } } },
      track: 'services_viewed',
    },
    {
      id: 'schedule',
      route: '/schedule',
      phase: 'availability',
      widgets: [{ widget: 'heading', options: { title: 'title' } }],
      messages: { title: 'Pick a date' },
      track: 'schedule_viewed',
    },
  ],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function setup(path: string, state: Partial<BookingState> = {}, config: Record<string, unknown> = {}, flow: Flow = chromeFlow) {
  const analytics = createMemoryAnalyticsSink();
  render(
    <MemoryRouter initialEntries={[path]}>
      <FlowProvider flow={flow} provider="test" config={config} analytics={analytics} initialState={{ ...emptyBooking(), ...state }}>
        <Routes>
          {flow.steps.map((s) => (
            <Route key={s.id} path={s.route} element={<FlowRoute />} />
          ))}
        </Routes>
        <Where />
      </FlowProvider>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return { analytics };
}

describe('flow layout', () => {
  it('D-72/D-75 draws the sidebar with the step’s Continue in place of its continueButton widget', async () => {
    const { analytics } = setup('/services', sampleHomeBooking);
    const aside = await screen.findByRole('complementary', { name: 'Your Booking' });
    expect(within(aside).getByRole('heading', { name: 'Where' })).toBeInTheDocument();
    expect(within(aside).getByText('2019 Toyota Camry')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Next: Schedule' })).toHaveLength(1);
    await userEvent.click(within(aside).getByRole('button', { name: 'Next: Schedule' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/schedule');
    expect(analytics.events.map((e) => e.event)).toEqual(['services_viewed', 'schedule_viewed']);
  });

  it('D-75 the sidebar Continue is disabled with the blocker message while the cart is empty', async () => {
    setup('/services', { ...sampleHomeBooking, cart: [] });
    const button = await screen.findByRole('button', { name: 'Next: Schedule' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Please add a service');
    await userEvent.click(button);
    expect(screen.getByTestId('where')).toHaveTextContent('/services');
  });

  it('D-55/D-57 removing a service in the sidebar changes the cart (an included one stays)', async () => {
    setup('/services', sampleHomeBooking);
    const aside = await screen.findByRole('complementary', { name: 'Your Booking' });
    await userEvent.click(within(aside).getByRole('button', { name: 'Remove Wiper Blades' }));
    expect(within(aside).queryByText('Wiper Blades')).toBeNull();
    expect(within(aside).getByText('Multi-Point Inspection')).toBeInTheDocument();
  });

  it('D-70 from the availability phase, the completed services phase navigates back', async () => {
    setup('/schedule', sampleHomeBooking);
    await userEvent.click(await screen.findByRole('link', { name: /Select Services/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/services');
    expect(await screen.findByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
  });

  it('keeps the sidebar on screen from step to step: Continue updates it instead of drawing it anew (issue 28)', async () => {
    setup('/services', sampleHomeBooking);
    const aside = await screen.findByRole('complementary', { name: 'Your Booking' });
    await userEvent.click(within(aside).getByRole('button', { name: 'Next: Schedule' }));
    expect(await screen.findByRole('heading', { name: 'Pick a date' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Your Booking' })).toBe(aside);
  });

  it('a message shown on a press belongs to the pressed step: the next step’s sidebar Continue starts unpressed (issue 28)', async () => {
    // Both steps hold Continue back with the same message, shown only once pressed (`show: "onPress"`).
    const pressFlow: Flow = {
      ...chromeFlow,
      steps: chromeFlow.steps.map((s): Step => ({
        ...s,
        widgets: [{ widget: 'heading', options: { title: 'title' } }, { widget: 'continueButton', options: { label: 'next' } }],
        messages: { ...s.messages, next: 'Next', empty: 'Please add a service' },
        blockers: [{ id: 'empty', when: { booking: 'cartEmpty' }, message: 'empty', show: 'onPress' as const }],
        on: { continue: { rules: [], otherwise: { id: 'go', to: 'schedule' } } },
      })),
    };
    setup('/schedule', { ...sampleHomeBooking, cart: [] }, {}, pressFlow);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add a service');
    await userEvent.click(screen.getByRole('link', { name: /Select Services/ }));
    expect(await screen.findByRole('heading', { name: 'Pick services' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a step without Continue rules gets no sidebar Continue', async () => {
    setup('/schedule', sampleHomeBooking);
    await screen.findByRole('heading', { name: 'Pick a date' });
    expect(screen.queryByRole('button', { name: /Continue|Next/ })).toBeNull();
  });
});
