/**
 * Turns a price-list offering (M-19) into the offering a cart line keeps (`CartOffering`): the wire
 * fields pricing and the cart rules read, plus `kind`, which the flow's booking facts read
 * (cartHasPackageOrStandard, cartHasRecall, cartHasScratchOrPaint). Used by the service, detailing,
 * diagnostic and tire screens, so every screen classifies a line the same way.
 */
import type { ServiceOffering } from '../../api/entities';
import { needsDetailingNote } from '../../domain/validate-detailing-note';
import type { CartLineKind, CartOffering } from '../../booking/booking-state';

/** True for the service that opens the issue-description modal (the demo price list's "Other"). */
export function isOtherService(offering: Pick<ServiceOffering, 'next_step_in_flow'>): boolean {
  return offering.next_step_in_flow === 'issue-description';
}

/** True for a recall service (D-18): tagged `recall`. */
export function isRecallOffering(offering: Pick<ServiceOffering, 'tags'>): boolean {
  return offering.tags?.includes('recall') === true;
}

/** True for the diagnostic service: tagged `diagnostic`. */
export function isDiagnosticOffering(offering: Pick<ServiceOffering, 'tags'>): boolean {
  return offering.tags?.includes('diagnostic') === true;
}

/** True for a detailing offering: its schedule types hold `detailing` and not `mechanical`. */
export function isDetailingOffering(offering: Pick<ServiceOffering, 'schedule_types'>): boolean {
  const types = offering.schedule_types ?? [];
  return types.includes('detailing') && !types.includes('mechanical');
}

/** True for a tire offering: per tire, or scheduled as `tires` and not `mechanical`. */
function isTireOffering(offering: Pick<ServiceOffering, 'schedule_types' | 'per_tire'>): boolean {
  const types = offering.schedule_types ?? [];
  return offering.per_tire === true || (types.includes('tires') && !types.includes('mechanical'));
}

/**
 * D-30: the detailing category of an offering — "scratch" or "paint" from its tags, else from its
 * names (docs/decisions.md "D-30 which services are Scratch or Paint?"); null for any other.
 */
function detailingCategory(offering: Pick<ServiceOffering, 'tags' | 'long_name' | 'short_name' | 'display_name'>): string | null {
  const tag = offering.tags?.find((t) => /^(scratch|paint)$/i.test(t));
  if (tag) return tag.toLowerCase();
  if (!needsDetailingNote([offering])) return null;
  const names = [offering.long_name, offering.short_name, offering.display_name].join(' ');
  return /\bscratch/i.test(names) ? 'scratch' : 'paint';
}

/**
 * What the flow counts a line as, first match wins: recall → `recall`; diagnostic → `diagnostic`;
 * included with every mechanical service → `other` (it comes with the booking, so it never
 * satisfies "at least one Package or Standard Service", D-16); detailing → `detailing`; tires →
 * `tire`; otherwise its display_category (`package`, `standard`, `addon`; missing → `standard`).
 */
function cartLineKind(offering: ServiceOffering): CartLineKind {
  if (isRecallOffering(offering)) return 'recall';
  if (isDiagnosticOffering(offering)) return 'diagnostic';
  if (offering.included_with_every_mechanical_service === true) return 'other';
  if (isDetailingOffering(offering)) return 'detailing';
  if (isTireOffering(offering)) return 'tire';
  return offering.display_category ?? 'standard';
}

/**
 * The cart offering of a price-list offering (D-68 fields plus what pricing and the cart rules
 * read). `kind` may be forced (e.g. a tire screen adding a mechanical add-on as `tire`).
 */
export function offeringToCartLine(offering: ServiceOffering, options: { kind?: CartLineKind } = {}): CartOffering {
  const kind = options.kind ?? cartLineKind(offering);
  return {
    service_offering_id: offering.service_offering_id,
    long_name: offering.long_name,
    display_name: offering.display_name ?? null,
    short_name: offering.short_name ?? null,
    quantity: offering.quantity ?? 1,
    labor_hours: offering.labor_hours ?? null,
    parts_cost_dollars: offering.parts_cost_dollars ?? null,
    labor_cost_dollars: offering.labor_cost_dollars ?? null,
    total_cost_dollars: offering.total_cost_dollars ?? null,
    tax_type: offering.tax_type ?? null,
    display_category: offering.display_category ?? null,
    schedule_types: offering.schedule_types ?? null,
    incompatible_service_offering_ids: offering.incompatible_service_offering_ids ?? null,
    included_with_every_mechanical_service: offering.included_with_every_mechanical_service ?? null,
    per_tire: offering.per_tire ?? null,
    quote_option_id: offering.quote_option_id ?? null,
    is_recall: kind === 'recall',
    booking_message_1: offering.booking_message_1 ?? null,
    booking_message_2: offering.booking_message_2 ?? null,
    kind,
    detailing_category: kind === 'detailing' ? detailingCategory(offering) : null,
  };
}

/** The name a screen shows for an offering: display name, else long name. */
export function offeringName(offering: Pick<ServiceOffering, 'display_name' | 'long_name'>): string {
  return offering.display_name?.trim() || offering.long_name;
}
