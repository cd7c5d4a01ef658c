// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../src/engine';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { FlowProvider } from '../../src/renderer/flow-provider';
import { FlowRoute } from '../../src/renderer/flow-route';
import { focusStepHeading } from '../../src/renderer/focus-step-heading';
import { testFlow } from './test-flow';
import { WithQueryClient } from '../support/with-query-client';

const vehicle = { id: 1, type: 'automobile' as const, year: 2020, make: 'Ford', model: 'F-150', color: 'Blue', displayName: '2020 Ford F-150' };
const line = { service_offering_id: 7, long_name: 'Oil change', kind: 'standard' as const, display_category: 'standard' as const, quantity: 1, total_cost_dollars: 50 };

function setup(path: string, state: Partial<BookingState> = {}, flow: Flow = testFlow) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FlowProvider flow={flow} provider="test" config={{ customer_facing_name: 'Acme', service_locations: ['home'] }} initialState={{ ...emptyBooking(), ...state }}>
        <Routes>
          {flow.steps.map((s) => (
            <Route key={s.id} path={s.route} element={<FlowRoute />} />
          ))}
        </Routes>
      </FlowProvider>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
}

const announcer = () => document.querySelector('[data-step-announcer]');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('focus and announcement on a step change', () => {
  it('leaves focus alone and announces nothing on the first step shown', async () => {
    setup('/start', { vehicle, cart: [line] });
    await screen.findByRole('heading', { level: 1, name: 'Start here' });
    expect(document.activeElement).toBe(document.body);
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it('moves focus to the new step’s heading and names the step in the one polite live region', async () => {
    const user = userEvent.setup();
    setup('/start', { vehicle, cart: [line] });
    const region = announcer();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const services = await screen.findByRole('heading', { level: 1, name: 'Pick services' });
    await waitFor(() => expect(services).toHaveFocus());
    // The step has no title: its heading names it.
    await waitFor(() => expect(announcer()).toHaveTextContent('Pick services'));
    expect(services).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const start = await screen.findByRole('heading', { level: 1, name: 'Start here' });
    await waitFor(() => expect(start).toHaveFocus());
    expect(announcer()).toHaveTextContent('Start here');
    // One region, the same element across steps (a region made with its text is not announced).
    expect(document.querySelectorAll('[aria-live="polite"][data-step-announcer]')).toHaveLength(1);
    expect(announcer()).toBe(region);
  });

  it('announces a title equal to the previous one again, as a new paragraph', async () => {
    const user = userEvent.setup();
    const flow = structuredClone(testFlow);
    const services = flow.steps.find((s) => s.id === 'services')!;
    services.title = 'start-title';
    services.messages = { ...services.messages, 'services-title': 'Start here' };
    setup('/start', { vehicle, cart: [line] }, flow);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('Start here'));
    const first = announcer()!.querySelector('p');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(announcer()!.querySelector('p')).not.toBe(first));
    expect(announcer()).toHaveTextContent('Start here');
  });
});

describe('scroll on a step change', () => {
  it('goes back to the page’s top when the address turns to another step, not on the first load', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    const original = window.scrollTo;
    window.scrollTo = scrollTo as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    try {
      setup('/start', { vehicle, cart: [line] });
      const continueButton = await screen.findByRole('button', { name: 'Continue' });
      expect(scrollTo).not.toHaveBeenCalled();
      await user.click(continueButton);
      await screen.findByRole('heading', { level: 1, name: 'Pick services' });
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      window.scrollTo = original;
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});

describe('focusStepHeading', () => {
  it('focuses the h1 at once when it is drawn, making it focusable by script only', () => {
    document.body.innerHTML = '<div id="step"><h1>Title</h1><button>Go</button></div>';
    const done = [] as string[];
    focusStepHeading(document.getElementById('step')!, (h) => done.push(h.textContent ?? ''));
    const h1 = document.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.tabIndex).toBe(-1);
    expect(done).toEqual(['Title']);
  });

  it('waits for a heading drawn later (a lazy widget) and then focuses it', async () => {
    document.body.innerHTML = '<div id="step"></div>';
    const step = document.getElementById('step')!;
    focusStepHeading(step);
    const h1 = document.createElement('h1');
    h1.textContent = 'Late';
    step.append(h1);
    await waitFor(() => expect(document.activeElement).toBe(h1));
  });

  it('leaves focus where the customer has already put it while waiting', async () => {
    document.body.innerHTML = '<div id="step"><button>Field</button></div>';
    const step = document.getElementById('step')!;
    focusStepHeading(step);
    const button = screen.getByRole('button', { name: 'Field' });
    button.focus();
    step.append(Object.assign(document.createElement('h1'), { textContent: 'Late' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(button);
  });

  it('never takes focus out of an open dialog, and stops waiting when asked', async () => {
    document.body.innerHTML = '<div id="step"><h1>Title</h1><dialog open><button>In dialog</button></dialog></div>';
    const inside = screen.getByRole('button', { name: 'In dialog' });
    inside.focus();
    focusStepHeading(document.getElementById('step')!);
    expect(document.activeElement).toBe(inside);

    document.body.innerHTML = '<div id="other"></div>';
    const other = document.getElementById('other')!;
    const stop = focusStepHeading(other);
    stop();
    other.append(document.createElement('h1'));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(document.body);
  });
});
