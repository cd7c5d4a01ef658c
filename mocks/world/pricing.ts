/**
 * Prices of the demo world: offerings per location and vehicle, and the stored totals of a booking
 * (src/domain's pricing: the order of decisions.md "Money", integer cents, each amount rounded half-up once).
 */
import type { ProviderConfig } from '../../src/api/configuration';
import type { Coupon, ServiceLine, ServiceOffering, Vehicle } from '../../src/api/entities';
import { centsToDollars, dollarsToCents } from '../../src/domain/money';
import { computePriceBreakdown } from '../../src/domain/pricing';
import { isOwnVehicleType } from '../../src/domain/vehicle-types';
import { chargedServices } from '../../src/domain/work-line-state';
import { offeringTemplates, type OfferingTemplate } from './catalog/offerings';
import { heavyDutyMakes, findMakeByName, findModelByName } from './catalog/vehicle-data';
import type { LocationRecord } from './catalog/places';

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => Math.round(cents) / 100;

function vehicleFactor(vehicle: Vehicle | undefined): number {
  if (!vehicle) return 1;
  if (vehicle.make && heavyDutyMakes.includes(vehicle.make)) return 1.5;
  const found = vehicle.make && vehicle.model ? findModelByName(vehicle.make, vehicle.model) : undefined;
  let f = 1;
  if (found?.model.large) f *= 1.15;
  if ((found?.make ?? (vehicle.make ? findMakeByName(vehicle.make) : undefined))?.luxury) f *= 1.2;
  return f;
}

function vehicleScheduleType(vehicle: Vehicle | undefined): string | undefined {
  const t = vehicle?.vehicleType ?? vehicle?.input_method_type;
  return isOwnVehicleType(t) ? t : undefined;
}

/** One offering priced at a location for a vehicle; one `free_of_charge` (a recall) costs $0.00 everywhere. */
export function priceOffering(template: OfferingTemplate, location: LocationRecord, vehicle?: Vehicle): ServiceOffering {
  const { free_of_charge: free, ...t } = template;
  const factor = free ? 0 : vehicleFactor(vehicle);
  let parts = t.parts_cost_dollars;
  if (t.add_oil_cost && vehicle?.oil_capacity) {
    const extraQuarts = Math.max(0, Math.ceil(vehicle.oil_capacity) - 5);
    parts += extraQuarts * (t.extra_oil_cost_per_qt_dollars ?? 0);
  }
  const partsCents = toCents(parts * factor);
  const laborCents = toCents(t.labor_hours * location.labor_rate_dollars * factor);
  return {
    ...t,
    parts_cost_dollars: toDollars(partsCents),
    labor_cost_dollars: toDollars(laborCents),
    total_cost_dollars: toDollars(partsCents + laborCents),
    original_value_dollars: t.display_category === 'package' ? toDollars(Math.round((partsCents + laborCents) * 1.25)) : null,
    quantity: 1,
    is_deleted: false,
  };
}

/** The price list of a location for a vehicle, as the provider offers it (M-19). */
export function offeringsFor(location: LocationRecord, vehicle: Vehicle | undefined, config: ProviderConfig): ServiceOffering[] {
  const special = vehicleScheduleType(vehicle);
  const isHeavy = !!vehicle?.make && heavyDutyMakes.includes(vehicle.make);
  return offeringTemplates
    .filter((t) => {
      const types = t.schedule_types ?? [];
      if (special) return types.includes(special);
      if (!types.some((x) => location.offered_schedule_types.includes(x))) return false;
      if (t.offered_vehicle_makes?.length) return isHeavy && !!vehicle?.make && t.offered_vehicle_makes.includes(vehicle.make);
      if (t.tags?.includes('diagnostic') && config.has_diagnostic_service === false) return false;
      if (t.tags?.includes('recall') && !config.is_performing_recalls) return false;
      return true;
    })
    .map((t) => priceOffering(t, location, vehicle))
    .sort((a, b) => a.long_name.localeCompare(b.long_name));
}

export interface TotalsInput {
  lines: Pick<ServiceLine, 'total_cost_dollars' | 'parts_cost_dollars' | 'quantity' | 'display_category' | 'tax_type' | 'service_offering_id' | 'upsell_status'>[];
  taxRatePercent: number | null;
  coupon?: Coupon | null;
  customDiscountDollars?: number | null;
  /** The work's referrer_code (D-15: packages at the referral price). */
  referrerCode?: string | null;
  config: ProviderConfig;
  tipDollars?: number | null;
}

export interface Totals {
  subtotal_dollars: number;
  coupon_amount_dollars: number;
  custom_discount_amount_dollars: number;
  shop_fee_dollars: number;
  sales_tax_dollars: number;
  minimum_service_charge_amount_dollars: number;
  tip_amount_dollars: number;
  total_taxed_price_dollars: number;
}

/**
 * The totals a work stores (K-68), computed by the app's own rules (`computePriceBreakdown`, decisions.md
 * "Money") from the billed lines (`chargedServices`, L-23), so the review page, the finished page and the
 * receipt show the same figures for the same booking (issue 25; tests/mocks/totals-contract.test.ts).
 */
export function computeTotals(input: TotalsInput): Totals {
  const price = computePriceBreakdown({
    items: chargedServices(input.lines),
    referrerCode: input.referrerCode ?? null,
    coupon: input.coupon ?? null,
    customDiscountDollars: input.customDiscountDollars ?? null,
    suppliesFeeRule: input.config.supplies_fee_rule ?? null,
    taxRatePercent: input.taxRatePercent,
    minimumServiceThresholdDollars: input.config.minimum_service_threshold_amount_dollars ?? null,
    tip: { kind: 'amount', cents: Math.max(0, dollarsToCents(input.tipDollars)) },
  });
  return {
    subtotal_dollars: centsToDollars(price.subtotalCents),
    coupon_amount_dollars: centsToDollars(price.couponDiscountCents),
    custom_discount_amount_dollars: centsToDollars(price.customDiscountCents),
    shop_fee_dollars: centsToDollars(price.suppliesFeeCents),
    sales_tax_dollars: centsToDollars(price.salesTaxCents),
    minimum_service_charge_amount_dollars: centsToDollars(price.minimumServiceChargeCents),
    tip_amount_dollars: centsToDollars(price.tipCents),
    total_taxed_price_dollars: centsToDollars(price.totalCents),
  };
}

/** Labor minutes of a cart (labor_hours × quantity), rounded up to 15 minutes, at least 30. */
export function durationMinutes(lines: { labor_hours?: number | null; quantity?: number | null }[]): number {
  const hours = lines.reduce((s, l) => s + (l.labor_hours ?? 0) * (l.quantity ?? 1), 0);
  return Math.max(30, Math.ceil((hours * 60) / 15) * 15);
}
