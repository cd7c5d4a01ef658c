// @vitest-environment jsdom
// The render counter must load before react-dom (it installs the hook React DOM looks for once).
import { startCounting, type RenderCount } from '../support/render-counter';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppMockServer } from '../support/render-app';
import { fillAddressFields } from '../widgets/place-harness';

/**
 * Issue 10 item 5: typing in a field re-renders that field's widget, not the page. The whole app (acme,
 * home service only) on /pricing/place with the mock back end: a visitor types a valid home address (the
 * booking's home address follows every keystroke), then one more key in Address Line 1 is counted.
 *
 * Measured with this test before the booking store (one React context held the booking; HEAD of issue 10):
 *   2 commits, 33 components: the keystroke's own commit (the address form, 7) and the booking's commit (26:
 *   FlowProvider, FlowRoute, ResolvedStep, FlowLayout, StepBar, StepRenderer, Heading, PlacePicker and its
 *   mode buttons, the address form, BookingSidebar, SidebarView, its sections and Continue).
 * After (booking store and selectors, with issue 10's one Combobox in the form): 2 commits, 18 components:
 *   the address form with its combobox and star marks, and the sidebar's location line. The test prints the
 *   numbers of each run.
 */

useAppMockServer();

/** Lets effects, the booking save and the mock back end's answers settle (shorter than the 250 ms suggestion debounce). */
async function settle(ms = 30) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

function report(label: string, count: RenderCount) {
  const names = Object.entries(count.byName)
    .map(([n, k]) => (k > 1 ? `${n}×${k}` : n))
    .join(', ');
  console.info(`[keystroke-renders] ${label}: ${count.commits} commits, ${count.rendered} components rendered (${names})`);
  count.perCommit.forEach((c, i) => console.info(`[keystroke-renders]   commit ${i + 1}: ${c.rendered.join(', ') || '(no component)'}`));
}

describe('one keystroke on /pricing/place', () => {
  it('re-renders the place widget and the sidebar’s location line, not the route, layout, step bar, sidebar or other widgets', async () => {
    const user = userEvent.setup();
    renderApp('acme', '/pricing/place');

    const line1 = await screen.findByRole('combobox', { name: 'Address Line 1' }, { timeout: 15_000 });
    await fillAddressFields(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    // The typed address is valid (service area answered): it is the booking's place and Continue is active.
    await waitFor(() => expect(screen.getByTestId('sidebar-location')).toHaveTextContent('5 Pine Road'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled'));
    // Suggestions for line 1 (debounced 250 ms) come and go before the counted key.
    await settle(400);
    await user.click(line1);
    await user.keyboard('{Escape}');
    await settle();

    const counting = startCounting();
    await user.keyboard('s');
    await settle();
    const count = counting.stop();
    report('one keystroke in Address Line 1', count);

    expect(line1).toHaveValue('5 Pine Roads');
    expect(screen.getByTestId('sidebar-location')).toHaveTextContent('5 Pine Roads');
    const rendered = new Set(Object.keys(count.byName));
    expect(rendered.has('VisitorHome')).toBe(true);
    expect(rendered.has('SidebarLocation')).toBe(true);
    for (const untouched of ['FlowProvider', 'FlowRoute', 'ResolvedStep', 'FlowLayout', 'StepRenderer', 'StepBar', 'BookingSidebar', 'SidebarView', 'Heading']) {
      expect(rendered, `${untouched} rendered on a keystroke`).not.toContain(untouched);
    }
  });
});
