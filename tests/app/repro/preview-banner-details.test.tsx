// @vitest-environment jsdom
/** Issue 27 item 3: the banner says what its link applies, and shows the clock the time machine moved it to. */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBannerClock } from '../../../src/app/repro/banner-clock';
import { PreviewBanner } from '../../../src/app/repro/preview-banner';
import { startPreviewBridge, type IncomingMessage } from '../../../src/app/repro/preview-bridge';
import { scenarioFaults, scenarioSettings } from '../../../src/app/repro/scenario-summary';
import { setAppClock } from '../../../src/ui/app-clock';

afterEach(() => {
  cleanup();
  setBannerClock(undefined);
  setAppClock(undefined);
});

const scenario = {
  provider: 'demo',
  config: { is_hiding_price_in_booking: true },
  responses: {
    'POST /booking/scheduled-work': { status: 500 },
    'GET /payment-method': { status: 503, failTimes: 2 },
    'POST /booking/vehicle-lookup/:plateState/:plateNumber': { error: 'network' as const, afterHandling: true },
    'GET /customer-info': { delay: 3000 },
  },
  overlay: { conditions: { 'prices-shown': false } },
};

describe('what a link carries, in words (issue 27 item 3)', () => {
  it('each fault and changed setting in plain words', () => {
    expect(scenarioFaults(scenario)).toEqual([
      'POST /booking/scheduled-work answers 500',
      'GET /payment-method answers 503, the first 2 times',
      'POST /booking/vehicle-lookup/:plateState/:plateNumber fails like a dropped connection, after the back end handled it (the answer is lost)',
      'GET /customer-info waits 3000 ms, then answers normally',
    ]);
    expect(scenarioSettings(scenario)).toEqual(['is_hiding_price_in_booking: true', 'overlay conditions: prices-shown']);
    expect(scenarioFaults({})).toEqual([]);
    expect(scenarioSettings({})).toEqual([]);
  });

  it('the banner lists them behind a disclosure button (aria-expanded)', async () => {
    render(<PreviewBanner info={{ provider: 'demo', faults: scenarioFaults(scenario), settings: scenarioSettings(scenario), onReset: () => {} }} />);
    const button = screen.getByRole('button', { name: '4 faults, 2 changed settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Faults' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Faults' })).toHaveTextContent('POST /booking/scheduled-work answers 500');
    expect(screen.getByRole('list', { name: 'Changed settings' })).toHaveTextContent('is_hiding_price_in_booking: true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a link with neither has no disclosure button; one of each says so in the singular', () => {
    const { rerender } = render(<PreviewBanner info={{ provider: 'demo', onReset: () => {} }} />);
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
    rerender(<PreviewBanner info={{ provider: 'demo', faults: ['x'], settings: ['y'], onReset: () => {} }} />);
    expect(screen.getByRole('button', { name: '1 fault, 1 changed setting' })).toBeInTheDocument();
  });
});

describe('the banner clock after the time machine moves it (issue 27)', () => {
  it('shows the moved clock, not the load-time one, without a reload', () => {
    let handler: ((e: IncomingMessage) => void) | null = null;
    const parent = { postMessage: vi.fn() };
    const origin = 'http://localhost:5173';
    startPreviewBridge({
      provider: 'demo',
      mocks: { currentScenario: () => ({ provider: 'demo' }), moveClock: () => {}, DEMO_CUSTOMER_TOKEN: 'demo-customer-token' },
      env: { origin, parent, listen: (h) => ((handler = h), () => {}), path: () => '/' },
    });
    setBannerClock('2026-03-10T11:30:00-04:00'); // what setupRepro sets at load
    render(<PreviewBanner info={{ provider: 'demo', now: '2026-03-10T11:30:00-04:00', onReset: () => {} }} />);
    expect(screen.getByRole('status')).toHaveTextContent('clock fixed at 2026-03-10T11:30:00-04:00');
    act(() => handler?.({ origin, source: parent, data: { source: 'preview-tool', type: 'setClock', now: '2026-03-11T11:30:00-04:00' } }));
    expect(screen.getByRole('status')).toHaveTextContent('clock fixed at 2026-03-11T11:30:00-04:00');
    expect(screen.getByRole('status')).not.toHaveTextContent('2026-03-10');
  });
});
