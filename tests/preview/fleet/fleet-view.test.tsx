// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetView } from '../../../preview/fleet/fleet-view';
import { bookingFlow, fixtures, overlays } from '../analysis/analysis-inputs';

// One render for the whole file: the table is 44 steps × 8 providers, slow to build in jsdom; the tests only read it
// (the one that presses Escape puts the cell back).
let container: HTMLElement;
beforeAll(() => {
  container = render(<FleetView flow={bookingFlow} fixtures={fixtures} overlays={overlays} />).container;
});
afterAll(cleanup);

/** The row of a step, found by its route text (role queries over the whole 44 × 8 table are slow in jsdom). */
function rowOf(route: string): HTMLElement {
  return screen.getByText(route, { selector: 'code' }).closest('tr')!;
}

describe('FleetView', () => {
  it('shows every step × all 8 fixtures in a captioned table', () => {
    const table = container.querySelector('table')!;
    expect(table).toHaveAccessibleName(`Steps each provider’s customers can reach (8 providers × ${bookingFlow.steps.length} steps), and journeys per session kind`);
    const headers = [...table.querySelectorAll('thead th')].map((h) => [h.getAttribute('scope'), h.textContent]);
    expect(headers).toEqual([
      ['col', 'Step'],
      ...['demo', 'acme', 'skipper', 'hidden', 'fleetco', 'gone (churned)', 'services', 'diag'].map((p) => ['col', p]),
    ]);
    expect(table.querySelectorAll('tbody th[scope="row"] code')).toHaveLength(bookingFlow.steps.length);
    const region = table.closest('[role="region"]')!;
    expect(region).toHaveAccessibleName(/^Steps each provider/);
    expect(region).toHaveAttribute('tabindex', '0');
    const section = container.querySelector('section')!;
    expect(section).toHaveAccessibleName('Fleet view');
  });

  it('gives an unreachable cell its reason as the description of a focusable button', () => {
    const row = rowOf('/pricing/location');
    const acme = within(row).getByRole('button', { name: 'unreachable for acme' });
    expect(acme).toHaveTextContent('—');
    expect(acme).toHaveAccessibleDescription('unreachable: every way in needs service_locations to include "workplace" (rule F-11); this provider has ["home"]');
    const tooltip = document.getElementById(acme.getAttribute('aria-describedby')!)!;
    expect(tooltip).toHaveAttribute('role', 'tooltip');
    // Reachable cells are plain text, read as "reachable".
    expect(within(row).getAllByText('reachable')).toHaveLength(3);
    acme.focus();
    expect(acme).toHaveFocus();
    fireEvent.keyDown(acme, { key: 'Escape' });
    expect(acme.closest('td')).toHaveAttribute('data-dismissed', 'true');
    fireEvent.blur(acme);
    expect(acme.closest('td')).not.toHaveAttribute('data-dismissed');
  });

  it('marks steps only a link opens as "link" with the reason', () => {
    const demo = within(rowOf('/checkin/:customerId/:swId')).getByRole('button', { name: 'by link only for demo' });
    expect(demo).toHaveTextContent('link');
    expect(demo).toHaveAccessibleDescription(/^by link:/);
  });

  it('B-05 H-08 lists what the steps show where providers differ: At Work on the place step, the sidebar prices', () => {
    const table = [...container.querySelectorAll('table')].find((t) => t.caption?.textContent?.startsWith('What the steps show'))!;
    expect(table).toHaveAccessibleName(/^What the steps show, where providers differ \(\d+\)$/);
    const rowWith = (text: string) => [...table.querySelectorAll('tbody tr')].find((r) => r.querySelector('th')!.textContent === text)!;
    const cells = (row: Element) => [...row.querySelectorAll('td .pa-shown-state')].map((c) => c.textContent);
    // demo, acme, skipper, hidden, fleetco, gone, services, diag
    expect(cells(rowWith('/pricing/placeAt Work (placePicker)'))).toEqual(['shown', 'hidden', 'hidden', 'shown', 'shown', 'hidden', 'hidden', 'hidden']);
    const prices = rowWith('sidebarPrices (each service and the subtotal)');
    expect(cells(prices)[3]).toBe('hidden');
    const hidden = within(prices as HTMLElement).getByRole('button', { name: 'hidden for hidden' });
    expect(hidden).toHaveAccessibleDescription('showing it needs is_hiding_price_in_booking to be false; this provider has true');
  });

  it('counts the journeys per session kind', () => {
    const cellsOf = (label: string) => [...screen.getByText(label).closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cellsOf('Journeys: guest')).toEqual(['—not offered', '1', '—not offered', '—not offered', '—not offered', 'churned', '2', '—not offered']);
    expect(cellsOf('Journeys: visitor')).toEqual(['3', '1', '2', '2', '1', 'churned', '2', '1']);
    expect(cellsOf('Journeys: fleet')).toEqual(['—not offered', '—not offered', '—not offered', '2', '1', 'churned', '—not offered', '—not offered']);
  });
});
