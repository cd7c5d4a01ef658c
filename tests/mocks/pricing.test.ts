import { describe, expect, it } from 'vitest';
import demo from '../../mocks/fixtures/providers/demo.json';
import { offeringTemplate } from '../../mocks/world/catalog/offerings';
import { locationById, MOBILE_LOCATION_ID } from '../../mocks/world/catalog/places';
import { computeTotals, durationMinutes, offeringsFor, priceOffering } from '../../mocks/world/pricing';
import type { ProviderConfig } from '../../src/api/configuration';
import type { Vehicle } from '../../src/api/entities';

const config = demo as unknown as ProviderConfig;
const mobile = locationById(MOBILE_LOCATION_ID)!;
/** A luxury make: the surcharges that raise every other price. */
const luxury = { make: 'BMW', model: '3 Series', year: 2020 } as Vehicle;
const RECALL = 207;

describe('the mock world prices a recall as the notice promises (issue 26)', () => {
  it('D-10 A-42 the recall service costs $0.00 on every vehicle, its hour still counted for the appointment', () => {
    for (const vehicle of [undefined, luxury]) {
      const recall = offeringsFor(mobile, vehicle, config).find((o) => o.service_offering_id === RECALL)!;
      expect(recall).toMatchObject({ total_cost_dollars: 0, parts_cost_dollars: 0, labor_cost_dollars: 0, labor_hours: 1 });
      expect(recall).not.toHaveProperty('free_of_charge');
    }
    const recall = priceOffering(offeringTemplate(RECALL)!, mobile, luxury);
    expect(durationMinutes([recall])).toBe(60);
  });

  it('D-10 H-11 a recall line adds nothing to the stored subtotal and tax of a work', () => {
    const oil = { ...priceOffering(offeringTemplate(201)!, mobile), quantity: 1 };
    const recall = { ...priceOffering(offeringTemplate(RECALL)!, mobile), quantity: 1 };
    const without = computeTotals({ lines: [oil], taxRatePercent: 6, config });
    const withRecall = computeTotals({ lines: [oil, recall], taxRatePercent: 6, config });
    expect(without.sales_tax_dollars).toBeGreaterThan(0);
    expect(withRecall).toEqual(without);
  });
});
