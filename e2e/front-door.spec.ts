/**
 * Front-door journeys, generated (ledger A-23, B-18, B-23, C-07, C-50, D-21, D-37, E-21, E-23, F-10, F-11,
 * G-07, H-32, H-33): for every provider fixture and every session kind its configuration allows, the
 * engine's shortest journey (scripts/flow-check/front-door-journeys.ts) is walked through the real UI by
 * the widget drivers (src/widgets/<folder>/<name>.driver.ts): from `/` on the provider's host, by roles
 * and labels only, to the finished page (or the provider's external thank-you page), with the booking
 * then looked up in the mock back end. No booking state is stored and no step is opened by URL.
 */
import { expect, test } from '@playwright/test';
import { widgetCatalog, type WidgetSpec } from '../src/widgets/registry/catalog';
import { widgetDrivers } from '../src/widgets/registry/drivers';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { journeyTitle, walkJourney } from './support/journey-runner';
import { htmlValidateErrorsAtWidths } from './support/html-validate';

// Each journey is 6–9 steps through a static mock build; providers run in parallel on the two workers.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const journeys = frontDoorJourneys();

test('every widget with fills or sends in the catalogue has a driver that does them', () => {
  const missing: string[] = [];
  for (const [name, spec] of Object.entries(widgetCatalog as Record<string, WidgetSpec>)) {
    const driver = widgetDrivers[name];
    if (spec.fills && Object.keys(spec.fills).length > 0 && !driver?.fill) missing.push(`${name}: fill`);
    if (spec.sends && Object.keys(spec.sends).length > 0 && !driver?.send) missing.push(`${name}: send`);
  }
  expect(missing, 'add src/widgets/<folder>/<name>.driver.ts and list it in src/widgets/registry/drivers.ts').toEqual([]);
  expect(journeys.length, 'front-door journeys found by the engine').toBeGreaterThan(0);
});

for (const entry of journeys) {
  test(journeyTitle(entry), async ({ page }) => {
    // The second accessibility engine (issue 29) on every step once drawn and filled (just before its event), and on
    // the goal, at 375 and 1280 px.
    const errors: string[] = [];
    const check = async (where: string) => {
      errors.push(...(await htmlValidateErrorsAtWidths(page, where)));
    };
    await walkJourney(page, entry, {
      beforeSend: (move, i) => check(`move ${i + 1} on step "${move.stepId}"`),
      atGoal: (stepId) => check(`goal "${stepId}"`),
    });
    expect(errors, 'html-validate errors (step, width — rule: message (selector))').toEqual([]);
  });
}
