// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeScenario } from '../../../src/api/scenario-codec';
import { SemanticDiff, configFromReproLink } from '../../../preview/diff/semantic-diff';
import { bookingFlow, fixtures, fixtureWith, overlays } from '../analysis/analysis-inputs';

afterEach(cleanup);

const fixtureSide = { label: 'fixture', config: fixtures.demo! };

describe('SemanticDiff', () => {
  it('shows "Same behaviour" when nothing a customer meets differs', () => {
    render(<SemanticDiff flow={bookingFlow} left={fixtureSide} right={{ label: 'edited', config: fixtureWith('demo', { logo_max_height: 90 }) }} overlays={overlays} />);
    expect(screen.getByRole('status')).toHaveTextContent('Same behaviour');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the messages a changed customer-facing name changes', () => {
    render(<SemanticDiff flow={bookingFlow} left={fixtureSide} right={{ label: 'edited', config: fixtureWith('demo', { customer_facing_name: 'Zed Motors' }) }} overlays={overlays} />);
    expect(screen.getByRole('status')).toHaveTextContent('Behaviour differs: 3 messages changed.');
    const table = screen.getByRole('table', { name: 'Messages changed (3)' });
    const home = within(table).getByRole('row', { name: /home-title/ });
    expect(within(home).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'home',
      'home-title',
      'Vehicle service from Demo Mobile Auto Care',
      'Vehicle service from Zed Motors',
    ]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Where', 'Message', 'fixture', 'edited']);
  });

  it('lists steps and journeys gained and lost', () => {
    render(
      <SemanticDiff
        flow={bookingFlow}
        left={fixtureSide}
        right={{ label: 'edited', config: fixtureWith('demo', { service_locations: ['home'], is_guest_checkout_enabled: true }) }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Behaviour differs: 2 steps lost, 1 journey gained, 6 journeys lost, \d+ differences in what steps show\.$/);
    expect(screen.getByText('Steps lost in edited (2)')).toBeInTheDocument();
    expect(screen.getByText(/every way in needs service_locations to include "workplace" \(rule F-11\)/)).toBeInTheDocument();
    expect(screen.getByText('Journeys gained (1)')).toBeInTheDocument();
    expect(screen.getByText('guest · home · services')).toBeInTheDocument();
  });

  it('B-05 lists what the steps show differently: At Work hidden on the place step, with the field behind it', () => {
    render(<SemanticDiff flow={bookingFlow} left={fixtureSide} right={{ label: 'edited', config: fixtureWith('demo', { service_locations: ['home', 'shop'] }) }} overlays={overlays} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Behaviour differs: .*\d+ differences? in what steps show\.$/);
    expect(screen.getByText(/^What the steps show \(\d+\)$/)).toBeInTheDocument();
    expect(screen.getByText(/^At Work shown → hidden on \/pricing\/place.* \(service_locations: \["home","workplace","shop"\] → \["home","shop"\]\)$/)).toHaveClass('pa-loss');
  });

  it('compares two pasted repro links', async () => {
    const user = userEvent.setup();
    render(<SemanticDiff flow={bookingFlow} left={fixtureSide} right={fixtureSide} overlays={overlays} fixtures={fixtures} />);
    expect(screen.getByRole('status')).toHaveTextContent('Same behaviour');
    await user.click(screen.getByRole('radio', { name: 'Two pasted repro links' }));
    expect(screen.getByText('Paste two repro links to compare them.')).toBeInTheDocument();

    const linkA = screen.getByRole('textbox', { name: 'Link A' });
    const linkB = screen.getByRole('textbox', { name: 'Link B' });
    await user.click(linkA);
    await user.paste(`http://localhost:5173/pricing/place?preview=${encodeScenario({ provider: 'demo' })}`);
    await user.click(linkB);
    await user.paste('not a link');
    expect(linkB).toHaveAccessibleDescription(/^Invalid preview link/);
    expect(linkB).toHaveAttribute('aria-invalid', 'true');

    await user.clear(linkB);
    await user.click(linkB);
    await user.paste(`http://localhost:5173/?preview=${encodeScenario({ provider: 'demo', config: { is_guest_checkout_enabled: true } })}`);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Link (demo (link)) → Link (demo (link, 1 change))');
    expect(screen.getByRole('status')).toHaveTextContent('Behaviour differs: 3 journeys gained, 1 difference in what steps show.');
  });
});

describe('configFromReproLink (exported by the panel)', () => {
  it('merges the scenario configuration over the fixture', () => {
    const link = configFromReproLink(encodeScenario({ provider: 'skipper', config: { is_skipping_vehicle: false } }), fixtures);
    expect(link.config).toEqual({ ...fixtures.skipper, is_skipping_vehicle: false });
  });
});
