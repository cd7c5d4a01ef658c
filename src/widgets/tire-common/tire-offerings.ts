/**
 * Pure helpers shared by the tire screens (D-35..D-52): which price-list offerings are tire services,
 * what picking one means, and how a tire product becomes a cart line. No React, no network.
 */
import { DEFAULT_ATD_LOCATION_ID, type ClientLocation, type ServiceOffering, type TireProduct } from '../../api';
import { unitPriceCents } from '../../domain/services-subtotal';
import type { BookingState, CartLine, CartOffering } from '../../booking/booking-state';
import { fillMessage } from '../../domain/fill-message';
import { compareNames } from '../../domain/compare-names';

/**
 * What picking a tire offering does (docs/decisions.md, "Screens: tires"):
 * - `product`: is_atd_tire_product — buying new tires: sets wantsNewTires and goes to tire size (D-37, D-41);
 * - `install`: per_tire and not an installation fee — Tire Installation: the tire quantity modal, then tire size (D-37, D-49);
 * - `perTire`: any other per_tire line (e.g. the disposal fee): into the cart with the tire quantity (D-50);
 * - `plain`: into the cart once (D-56).
 */
export type TireOfferingKind = 'product' | 'install' | 'perTire' | 'plain';

export function tireOfferingKind(offering: Pick<ServiceOffering, 'is_atd_tire_product' | 'per_tire' | 'is_tire_installation_fee'>): TireOfferingKind {
  if (offering.is_atd_tire_product === true) return 'product';
  if (offering.per_tire === true) return offering.is_tire_installation_fee === true ? 'perTire' : 'install';
  return 'plain';
}

/** The tire services of a price list: schedule type `tires`, bookable, not deleted, by display_order then name. */
export function tireOfferings(list: readonly ServiceOffering[]): ServiceOffering[] {
  return list
    .filter((o) => (o.schedule_types ?? []).includes('tires') && o.is_deleted !== true && o.bookable !== false)
    .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0) || compareNames(a.long_name, b.long_name));
}

/** A price-list offering as a cart line's offering (kind `tire`). */
export function toTireCartOffering(offering: ServiceOffering): CartOffering {
  return { ...offering, kind: 'tire' } as CartOffering;
}

/** The name a customer sees for an offering. */
export function offeringName(o: Pick<ServiceOffering, 'display_name' | 'long_name'>): string {
  return o.display_name?.trim() || o.long_name;
}

/** The offering's unit price in cents (what the card shows). */
export function offeringPriceCents(o: ServiceOffering): number {
  return unitPriceCents(o);
}

/**
 * Which client location's price list (M-19) the tire screens load: the chosen workplace or shop;
 * for home (or no place yet) the provider's `mobile` location, else the first listed. Null while unknown.
 */
export function priceListLocationId(booking: Pick<BookingState, 'placeMode' | 'clientLocation'>, locations: readonly ClientLocation[] | undefined): number | null {
  if ((booking.placeMode === 'workplace' || booking.placeMode === 'shop') && booking.clientLocation) return booking.clientLocation.id;
  if (!locations || locations.length === 0) return null;
  return (locations.find((l) => l.location_type === 'mobile') ?? locations[0]!).client_location_id;
}

/** The display name of a tire product: brand and style. */
export function tireProductName(p: Pick<TireProduct, 'brand' | 'style'>): string {
  return [p.brand, p.style].filter(Boolean).join(' ');
}

/**
 * A tire product as a cart line (D-47, D-52): the price list's is_atd_tire_product offering (its id is
 * what the booking sends) priced at the product's retail price per tire, `quantity` tires.
 */
export function tireProductLine(atdOffering: ServiceOffering | CartOffering, product: TireProduct, quantity: number, size: string | null): CartLine {
  const name = `${tireProductName(product)}${size ? ` ${size}` : ''}`;
  return {
    ...(atdOffering as CartOffering),
    kind: 'tire',
    long_name: name,
    display_name: name,
    short_name: product.brand,
    parts_cost_dollars: product.price.retail,
    atd_parts_cost_dollars: product.price.retail,
    labor_cost_dollars: 0,
    total_cost_dollars: product.price.retail,
    per_tire: false,
    is_atd_tire_product: true,
    atd_product_number: product.ATDProductNumber,
    tire_size: size,
    quantity,
  } as CartLine;
}

/** A content field as text (a phone, a name), or '' when missing. */
export function contentText(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Replaces `{name}`-style placeholders the flow left in a message (the one filler, src/domain/fill-message.ts). */
export function fill(template: string, vars: Record<string, string | number>): string {
  return fillMessage(template, vars);
}
/** The ATD location of the provider (its content `atd_location_id`; D-44, D-45: default 1258934). */
export function atdLocationId(content: { readonly atd_location_id?: unknown }): number {
  const id = content.atd_location_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : DEFAULT_ATD_LOCATION_ID;
}

