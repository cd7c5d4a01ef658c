/**
 * Issue 26, the recall promise (D-10, D-18, A-42, H-11): on a phone (375 px), from `/` as a customer starts, a
 * demo visitor looks up the plate ABC1234 (a Camry with an open recall), is told on /pricing/services that recall
 * repairs cost nothing, adds the Recall Service and finds it FREE in the cart, on the review and in the booking
 * made, with the review's sales tax that of the other services alone. The journey is the engine's own (the
 * front-door walk of e2e/front-door.spec.ts) with the vehicle looked up by plate, and the recall added on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { frontDoorJourneys, type FrontDoorJourney } from '../scripts/flow-check/front-door-journeys';
import type { JourneyMove } from '../src/engine/journey-types';
import { dollarsToCents } from '../src/domain/money';
import { computePriceBreakdown } from '../src/domain/pricing';
import type { PricedItem } from '../src/domain/service-types';
import { bookingsInBackEnd } from './support/checkout';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 90_000 });

/** A stored work as GET /customer-info gives it, with what the money check reads. */
interface StoredWork {
  scheduled_work_id: number;
  sales_tax_dollars: number | null;
  tax_rate_percent: number | null;
  services: (PricedItem & { long_name?: string; display_name?: string; tags?: string[] | null })[];
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const salesTaxRow = (page: Page) => page.locator('.price-lines__row--sales_tax dd');

/**
 * The engine's demo visitor journey, its vehicle looked up by plate (the driver's ABC1234, a Camry with an open recall)
 * and verified on /pricing/verify-vehicle-info (C-50, C-51) instead of entered by year, make and model.
 */
function recallJourney(): FrontDoorJourney {
  const entry = frontDoorJourneys().find((j) => j.provider === 'demo' && j.journey.session === 'visitor');
  if (!entry) throw new Error('the engine finds no demo visitor journey');
  const moves = entry.journey.moves.flatMap((move): JourneyMove[] => {
    if (move.event.widget !== 'vehicleLookup') return [move];
    return [
      { ...move, event: { widget: 'vehicleLookup', type: 'lookupFound', choice: 'plate', payload: {} }, decidedBy: 'C-50', to: 'verify-vehicle-info' },
      {
        stepId: 'verify-vehicle-info',
        route: '/pricing/verify-vehicle-info/:plateState/:plateNumber',
        fills: [],
        event: { widget: 'vehicleVerify', type: 'continue', choice: 'default', payload: {} },
        decidedBy: 'C-56',
        to: move.to,
        redirects: [],
        shownWith: move.shownWith,
        shownAs: move.shownAs,
      },
    ];
  });
  if (moves.length !== entry.journey.moves.length + 1) throw new Error('the demo visitor journey enters no vehicle on the lookup step');
  return { ...entry, journey: { ...entry.journey, moves } };
}

test('D-10 D-18 A-42 H-11 at 375 px from /: the recall notice promises no cost, and the Recall Service is FREE in the cart, on the review and in the booking, adding no tax', async ({ page }) => {
  const entry = recallJourney();
  await page.setViewportSize({ width: 375, height: 800 });
  let reviewTaxCents: number | null = null;

  await walkJourney(page, entry, {
    unique: 'demo-recall',
    reached: async (move) => {
      if (move.stepId !== 'services') return;
      const notice = page.getByRole('dialog', { name: 'Open recalls found' });
      await expect(notice).toContainText('We found an open recall for your 2019 Toyota Camry. Recall repairs are done at no cost to you.');
      await notice.getByRole('button', { name: 'Add Recall Service' }).click();
      await expect(notice).toBeHidden();
      await expect(page.getByRole('checkbox', { name: 'Recall Service', exact: true })).toBeChecked();
      const cartLine = page.getByTestId('sidebar-services').locator('li').filter({ hasText: 'Recall Service' });
      await expect(cartLine.locator('.sidebar__service-price')).toHaveText('FREE');
    },
    beforeSend: async (move) => {
      if (move.stepId !== 'review' && move.stepId !== 'confirm-appointment') return;
      const line = page.getByRole('region', { name: 'Services' }).locator('li').filter({ hasText: 'Recall Service' });
      await expect(line.locator('.services-summary__price')).toHaveText('FREE');
      reviewTaxCents = cents(await salesTaxRow(page).innerText());
    },
  });

  // The booking made: the recall line stored at $0.00, and the tax the review showed is that of the other services.
  const works = (await bookingsInBackEnd(page, 'demo')) as unknown as StoredWork[];
  const work = works.reduce((a, b) => (b.scheduled_work_id > a.scheduled_work_id ? b : a));
  const recall = work.services.find((s) => s.tags?.includes('recall'));
  expect(recall, 'the booking holds the recall service').toBeDefined();
  expect(recall).toMatchObject({ total_cost_dollars: 0, parts_cost_dollars: 0 });
  const others = work.services.filter((s) => s !== recall);
  const withoutRecall = computePriceBreakdown({ items: others, taxRatePercent: work.tax_rate_percent });
  expect(withoutRecall.salesTaxCents).toBeGreaterThan(0);
  expect(reviewTaxCents).toBe(withoutRecall.salesTaxCents);
  expect(dollarsToCents(work.sales_tax_dollars)).toBe(withoutRecall.salesTaxCents);
});
