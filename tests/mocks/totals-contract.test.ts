/**
 * The contract between the review page and the mock back end (issue 25): for 10,000 generated carts the
 * breakdown the review page shows (`reviewPricing`, the function booking-review.tsx calls) equals the totals
 * the mock stores on the created work (`computeTotals`, what the create, tip and approval handlers store,
 * fed as the create handler feeds it: the priced lines, the place's tax rate, the looked-up coupon, the
 * custom discount, the referrer code and the tip the payload sends).
 *
 * The carts come from one seeded generator (fast-check's `sample`, the run's FC_SEED, fixed by default;
 * the seed is in every failure message); the count is printed on every run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { computeTotals } from '../../mocks/world/pricing';
import type { ProviderConfig } from '../../src/api/configuration';
import type { Coupon } from '../../src/api/entities';
import { emptyBooking, type BookingState, type CartLine } from '../../src/booking/booking-state';
import { centsToDollars, dollarsToCents } from '../../src/domain/money';
import { computePriceBreakdown, type PriceBreakdown } from '../../src/domain/pricing';
import type { SuppliesFeeRule } from '../../src/domain/service-types';
import { reviewPricing } from '../../src/widgets/booking-review/review-model';

const CARTS = 10_000;

/** A generated cart: what the customer chose, and the provider's and the place's rules. */
interface ContractCart {
  lines: CartLine[];
  referrerCode: string | null;
  coupon: Coupon | null;
  /** H-14: not carried by the booking yet (the quote hand-off), so priced with the review's own function below. */
  customDiscountCents: number;
  suppliesFeeRule: SuppliesFeeRule | null;
  minimumThresholdDollars: number | null;
  placeMode: 'home' | 'workplace';
  taxRatePercent: number | null;
  tip: BookingState['tip'];
}

const dollars = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((c) => c / 100);
/** Prices with free lines, whole dollars and odd cents all common. */
const price = fc.oneof(fc.constant(0), dollars(50_000), fc.integer({ min: 1, max: 900 }).map((d) => d - 0.01));

const lineArb: fc.Arbitrary<CartLine> = fc
  .record({
    id: fc.integer({ min: 1, max: 6 }),
    total: price,
    partsShare: fc.constantFrom(0, 0.25, 0.5, 1, 0.333),
    quantity: fc.integer({ min: 1, max: 6 }),
    kind: fc.constantFrom('package' as const, 'standard' as const, 'addon' as const, 'tire' as const),
    taxType: fc.constantFrom('bundled' as const, 'itemized' as const, null),
  })
  .map(({ id, total, partsShare, quantity, kind, taxType }) => ({
    service_offering_id: id,
    long_name: `Service ${id}`,
    kind,
    display_category: kind === 'package' ? 'package' : kind === 'addon' ? 'addon' : 'standard',
    total_cost_dollars: total,
    parts_cost_dollars: Math.round(total * partsShare * 100) / 100,
    tax_type: taxType,
    quantity,
  }));

const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 });
/** D-90 / OPEN-36: dollars off, percent off, each for the whole bill or for named services. */
const couponArb: fc.Arbitrary<Coupon> = fc.oneof(
  fc.record({ coupon_code: fc.constant('TENOFF'), amount_off_dollars: dollars(30_000), applies_to_full_bill: fc.boolean(), valid_service_offering_ids: ids }),
  fc.record({
    coupon_code: fc.constant('PCT'),
    amount_off_percent: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0.5, max: 100, noNaN: true }).map((p) => Math.round(p * 100) / 100)),
    applies_to_full_bill: fc.boolean(),
    valid_service_offering_ids: ids,
  }),
);

const cartArb: fc.Arbitrary<ContractCart> = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  referrerCode: fc.constantFrom(null, 'FRIEND20'),
  coupon: fc.option(couponArb, { freq: 2 }),
  customDiscountCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40_000 })),
  suppliesFeeRule: fc.option(
    fc.record({
      percent: fc.oneof(fc.constantFrom(10.85, 17.3), fc.integer({ min: 1, max: 3_000 }).map((p) => p / 100)),
      basis: fc.constantFrom('parts_after_discount' as const, 'total_after_discount' as const),
      cap_dollars: fc.oneof(fc.constantFrom(0, 20, 50), dollars(10_000)),
    }),
  ),
  minimumThresholdDollars: fc.option(fc.oneof(fc.constantFrom(0, 75, 99.99), dollars(30_000))),
  placeMode: fc.constantFrom('home' as const, 'workplace' as const),
  taxRatePercent: fc.option(fc.oneof(fc.constantFrom(0, 6, 7.25, 8.875, 10.85), fc.integer({ min: 0, max: 150_000 }).map((r) => r / 10_000))),
  tip: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.constantFrom(10, 15, 18, 20, 22.5) }),
      fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 20_000 }) }),
    ),
  ),
});

/** The booking the review page reads. */
function bookingOf(cart: ContractCart): BookingState {
  const booking = { ...emptyBooking(), cart: cart.lines, referrerCode: cart.referrerCode, tip: cart.tip, placeMode: cart.placeMode };
  if (cart.placeMode === 'home') {
    booking.homeAddress = { id: 1, address_line_1: '1 Main St', city: 'Springfield', state: 'VA', postal_code: '22150', one_line_human_readable_address: '1 Main St', tax_rate_percent: cart.taxRatePercent };
  } else {
    booking.clientLocation = { id: 2, name: 'HQ', tax_rate_percent: cart.taxRatePercent };
  }
  return booking;
}

/** The review page's breakdown: `reviewPricing`; with a custom discount, the same input plus it (H-14). */
function reviewBreakdown(cart: ContractCart): PriceBreakdown {
  const content = { supplies_fee_rule: cart.suppliesFeeRule, minimum_service_threshold_amount_dollars: cart.minimumThresholdDollars ?? undefined };
  const shown = reviewPricing(bookingOf(cart), content, cart.coupon, true);
  if (cart.customDiscountCents === 0) return shown;
  return computePriceBreakdown({
    items: cart.lines,
    referrerCode: cart.referrerCode,
    coupon: cart.coupon,
    customDiscountDollars: centsToDollars(cart.customDiscountCents),
    suppliesFeeRule: cart.suppliesFeeRule,
    taxRatePercent: cart.taxRatePercent,
    minimumServiceThresholdDollars: cart.minimumThresholdDollars,
    tip: cart.tip,
  });
}

/** What the mock stores on the created work, fed as the create handler feeds `computeTotals`. */
function storedTotals(cart: ContractCart, tipCents: number) {
  const config: ProviderConfig = {
    ...providerFixtures.demo!,
    supplies_fee_rule: cart.suppliesFeeRule,
    minimum_service_threshold_amount_dollars: cart.minimumThresholdDollars ?? undefined,
  };
  const lines = cart.lines.map((l) => ({ ...l, is_upsell: false, upsell_status: null }));
  return computeTotals({
    lines,
    taxRatePercent: cart.taxRatePercent ?? 0,
    coupon: cart.coupon,
    customDiscountDollars: centsToDollars(cart.customDiscountCents),
    referrerCode: cart.referrerCode,
    config,
    tipDollars: centsToDollars(tipCents),
  });
}

/** The figures of both sides in cents, by the work's field names. */
function figures(cart: ContractCart) {
  const review = reviewBreakdown(cart);
  const stored = storedTotals(cart, review.tipCents);
  const pairs = {
    subtotal_dollars: [review.subtotalCents, stored.subtotal_dollars],
    coupon_amount_dollars: [review.couponDiscountCents, stored.coupon_amount_dollars],
    custom_discount_amount_dollars: [review.customDiscountCents, stored.custom_discount_amount_dollars],
    shop_fee_dollars: [review.suppliesFeeCents, stored.shop_fee_dollars],
    sales_tax_dollars: [review.salesTaxCents, stored.sales_tax_dollars],
    minimum_service_charge_amount_dollars: [review.minimumServiceChargeCents, stored.minimum_service_charge_amount_dollars],
    tip_amount_dollars: [review.tipCents, stored.tip_amount_dollars],
    total_taxed_price_dollars: [review.totalCents, stored.total_taxed_price_dollars],
  } as const;
  return Object.entries(pairs)
    .filter(([, [shown, kept]]) => shown !== dollarsToCents(kept))
    .map(([field, [shown, kept]]) => `${field}: review ${shown} ¢, stored ${dollarsToCents(kept)} ¢`);
}

describe('totals contract: the review page and the mock world price a booking alike', () => {
  it('H-09 H-10 H-11 H-12 H-13 H-14 H-16 D-15 D-91 OPEN-15 OPEN-23 OPEN-36: 10,000 carts, every figure of the review equals the stored work', () => {
    const seed = fc.readConfigureGlobal().seed ?? 0;
    const carts = fc.sample(cartArb, { seed, numRuns: CARTS });
    const mismatches = carts.map((cart) => ({ cart, differences: figures(cart) })).filter((m) => m.differences.length > 0);
    const byField = new Map<string, number>();
    for (const d of mismatches.flatMap((m) => m.differences)) byField.set(d.split(':')[0]!, (byField.get(d.split(':')[0]!) ?? 0) + 1);
    const detail = byField.size ? ` (${[...byField].map(([field, n]) => `${field} ${n}`).join(', ')})` : '';
    console.log(`totals contract: ${carts.length} carts, ${mismatches.length} mismatches${detail}, seed ${seed}`);
    const first = mismatches.slice(0, 3).map((m) => ({ differences: m.differences, cart: m.cart }));
    expect(mismatches.length, `seed ${seed} (replay with FC_SEED=${seed}); first mismatches: ${JSON.stringify(first, null, 1)}`).toBe(0);
    expect(carts).toHaveLength(CARTS);
  });

  it('H-12 one free line under a $99.99 threshold: $99.99 on review and on the stored work', () => {
    const cart: ContractCart = {
      lines: [{ service_offering_id: 1, long_name: 'Free check', kind: 'standard', total_cost_dollars: 0, parts_cost_dollars: 0, quantity: 1 }],
      referrerCode: null, coupon: null, customDiscountCents: 0, suppliesFeeRule: null, minimumThresholdDollars: 99.99,
      placeMode: 'workplace', taxRatePercent: 6, tip: null,
    };
    expect(reviewBreakdown(cart).totalCents).toBe(9_999);
    expect(storedTotals(cart, 0)).toMatchObject({ minimum_service_charge_amount_dollars: 99.99, total_taxed_price_dollars: 99.99 });
  });
});
