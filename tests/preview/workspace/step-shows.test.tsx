// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expandFlow, explainWidgets, sidebarParts, type FlowContext } from '../../../src/engine';
import { numberDecision, shownDecision, type Decision } from '../../../src/renderer/decision';
import { StepShowsPanel } from '../../../preview/workspace/step-shows-panel';
import { latestShown, stepShows } from '../../../preview/workspace/step-shows';
import { bookingFlow, fixtures, fixtureWith } from '../analysis/analysis-inputs';

afterEach(cleanup);

const flow = expandFlow(bookingFlow);
const guards = { singleShopLocation: () => false };

/** The `shown` decision the app records on the place step for a visitor under `config`. */
function placeShown(config: Record<string, unknown>, path = '/pricing/place'): Decision {
  const ctx: FlowContext = { config, session: { signedIn: false, guest: false }, booking: {}, query: {} };
  const step = flow.steps.find((s) => s.id === 'place')!;
  return numberDecision(shownDecision('place', path, explainWidgets(step, ctx, guards), sidebarParts(flow, ctx, guards)));
}

describe('stepShows', () => {
  it('B-05 B-06 the place step with service_locations home and shop: At Work hidden with the field and its value', () => {
    const view = stepShows(placeShown(fixtureWith('demo', { service_locations: ['home', 'shop'] })))!;
    const picker = view.widgets.find((w) => w.widget === 'placePicker')!;
    expect(picker).toMatchObject({ shown: true, reason: 'no condition: always' });
    expect(picker.description).not.toBe('');
    expect(picker.parts.map((p) => p.sentence)).toEqual([
      'At Home: shown — `service_locations` is ["home","shop"] (includes "home")',
      'At Work: hidden — `service_locations` is ["home","shop"] (does not include "workplace")',
      'At The Shop: shown — `service_locations` is ["home","shop"] (includes "shop")',
    ]);
    expect(picker.parts[1]!.fields).toEqual(['service_locations']);
    // B-01/B-02: a visitor gets "Let's Get Started", not the signed-in heading.
    expect(view.widgets.filter((w) => w.widget === 'heading').map((w) => [w.shown, w.reason])).toEqual([
      [false, 'the customer is not signed in'],
      [true, 'the customer is not signed in'],
    ]);
  });

  it('H-08 the sidebar: prices hidden because is_hiding_price_in_booking is true', () => {
    const view = stepShows(placeShown(fixtures.hidden!))!;
    expect(view.sidebar).toEqual([
      {
        part: 'prices',
        label: 'Prices (each service and the subtotal)',
        shown: false,
        sentence: 'Prices (each service and the subtotal): hidden — `is_hiding_price_in_booking` is true',
        fields: ['is_hiding_price_in_booking'],
      },
    ]);
  });

  it('reads only `shown` decisions; the latest one on the frame’s path wins', () => {
    const a = placeShown(fixtures.demo!, '/pricing/place');
    const b = placeShown(fixtures.acme!, '/pricing/place?x=1');
    const blocked = { ...a, kind: 'blocked' as const, seq: a.seq + 100 };
    expect(stepShows(blocked)).toBeNull();
    expect(latestShown([a, b, blocked], '/pricing/place')).toBe(a);
    expect(latestShown([a, b, blocked], '/elsewhere')).toBe(b);
    expect(latestShown([a, b])).toBe(b);
    expect(latestShown([blocked], '/pricing/place')).toBeNull();
  });
});

describe('StepShowsPanel', () => {
  it('B-05 H-08 says why At Work and the prices are hidden, field names as code', () => {
    render(<StepShowsPanel decision={placeShown(fixtureWith('hidden', { service_locations: ['home', 'shop'] }))} />);
    const section = screen.getByRole('region', { name: 'What this step shows' });
    const parts = within(section).getByRole('list', { name: 'Parts of placePicker' });
    const atWork = within(parts).getByText(/^At Work: hidden/);
    expect(atWork).toHaveTextContent('At Work: hidden — service_locations is ["home","shop"] (does not include "workplace")');
    expect(within(atWork).getByText('service_locations').tagName).toBe('CODE');
    expect(within(section).getByRole('list', { name: 'Parts of the sidebar' })).toHaveTextContent(
      'Prices (each service and the subtotal): hidden — is_hiding_price_in_booking is true',
    );
    expect(within(section).getByRole('list', { name: 'Widgets of place' }).children.length).toBe(flow.steps.find((s) => s.id === 'place')!.widgets.length);
  });

  it('says what to do before the app drew a step', () => {
    render(<StepShowsPanel decision={null} />);
    expect(screen.getByRole('region', { name: 'What this step shows' })).toHaveTextContent(/Open a step in the app/);
  });
});
