/**
 * Prices of the demo world: offerings per location and vehicle, and the stored totals of a booking
 * (the order of decisions.md "Money", integer cents, each line rounded half-up once).
 */
import type { ProviderConfig } from '../../src/api/configuration';
import type { Coupon, ServiceLine, ServiceOffering, Vehicle } from '../../src/api/entities';
import { isOwnVehicleType } from '../../src/domain/vehicle-types';
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

/** One offering priced at a location for a vehicle. */
export function priceOffering(t: OfferingTemplate, location: LocationRecord, vehicle?: Vehicle): ServiceOffering {
  const factor = vehicleFactor(vehicle);
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
  lines: Pick<ServiceLine, 'total_cost_dollars' | 'parts_cost_dollars' | 'quantity' | 'display_category' | 'tax_type' | 'service_offering_id' | 'upsell_status' | 'is_upsell'>[];
  taxRatePercent: number;
  coupon?: Coupon | null;
  customDiscountDollars?: number;
  referrer?: boolean;
  config: ProviderConfig;
  tipDollars?: number;
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

/** Lines that count: not upsells, or upsells the customer approved. */
function billableLines<T extends { is_upsell?: boolean | null; upsell_status?: string | null }>(lines: T[]): T[] {
  return lines.filter((l) => !l.is_upsell || l.upsell_status === 'approved');
}

export function computeTotals(input: TotalsInput): Totals {
  const lines = billableLines(input.lines);
  const lineCents = lines.map((l) => {
    const each = toCents(l.total_cost_dollars ?? 0);
    const adjusted = input.referrer && l.display_category === 'package' ? Math.round(each * 0.8) : each;
    return adjusted * (l.quantity ?? 1);
  });
  const subtotal = lineCents.reduce((a, b) => a + b, 0);

  let couponCents = 0;
  const c = input.coupon;
  if (c) {
    const eligible =
      c.applies_to_full_bill || !c.valid_service_offering_ids?.length
        ? subtotal
        : lines.reduce((sum, l, i) => (c.valid_service_offering_ids!.includes(l.service_offering_id) ? sum + lineCents[i]! : sum), 0);
    if (c.amount_off_dollars) couponCents = Math.min(toCents(c.amount_off_dollars), eligible);
    else if (c.amount_off_percent) couponCents = Math.round((eligible * c.amount_off_percent) / 100);
  }
  const customCents = toCents(input.customDiscountDollars ?? 0);
  const discount = Math.min(subtotal, couponCents + customCents);
  couponCents = Math.min(couponCents, discount);

  let supplies = 0;
  const rule = input.config.supplies_fee_rule;
  if (rule) {
    const partsCents = lines.reduce((s, l) => s + toCents(l.parts_cost_dollars ?? 0) * (l.quantity ?? 1), 0);
    const share = subtotal > 0 ? discount / subtotal : 0;
    const basis = rule.basis === 'parts_after_discount' ? Math.round(partsCents * (1 - share)) : subtotal - discount;
    supplies = Math.min(Math.round((basis * rule.percent) / 100), toCents(rule.cap_dollars));
  }

  const taxable = lines.reduce((s, l, i) => {
    if (l.tax_type === 'itemized') return s + toCents(l.parts_cost_dollars ?? 0) * (l.quantity ?? 1);
    return s + lineCents[i]!;
  }, 0);
  const discountShare = subtotal > 0 ? discount / subtotal : 0;
  const tax = Math.round((taxable * (1 - discountShare) * input.taxRatePercent) / 100);

  const minimum = toCents(input.config.minimum_service_threshold_amount_dollars ?? 0);
  const beforeMinimum = subtotal - discount + supplies;
  const minimumCharge = subtotal > 0 && beforeMinimum < minimum ? minimum - beforeMinimum : 0;
  const tip = toCents(input.tipDollars ?? 0);

  return {
    subtotal_dollars: toDollars(subtotal),
    coupon_amount_dollars: toDollars(couponCents),
    custom_discount_amount_dollars: toDollars(discount - couponCents),
    shop_fee_dollars: toDollars(supplies),
    sales_tax_dollars: toDollars(tax),
    minimum_service_charge_amount_dollars: toDollars(minimumCharge),
    tip_amount_dollars: toDollars(tip),
    total_taxed_price_dollars: toDollars(subtotal - discount + supplies + tax + minimumCharge + tip),
  };
}

/** Labor minutes of a cart (labor_hours × quantity), rounded up to 15 minutes, at least 30. */
export function durationMinutes(lines: { labor_hours?: number | null; quantity?: number | null }[]): number {
  const hours = lines.reduce((s, l) => s + (l.labor_hours ?? 0) * (l.quantity ?? 1), 0);
  return Math.max(30, Math.ceil((hours * 60) / 15) * 15);
}
