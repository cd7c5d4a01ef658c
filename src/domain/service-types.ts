/**
 * The minimal structural shapes the money, pricing, cart and coupon functions read.
 * Field names are the wire names of the spec (D-67 offering, D-68 cart item, D-90 coupon); only the
 * fields these functions read are listed, so any richer record (a zod-parsed offering) fits.
 */

/** `service_offering_id` of a price-list item. */
export type ServiceOfferingId = number;

/** `client_location_id` of a client location. */
export type ClientLocationId = number;

/** A calendar date, `YYYY-MM-DD`, in the service location's time zone. */
export type CalendarDate = string;

/** `tax_type` of a cart item (D-68). */
export type TaxType = 'bundled' | 'itemized';

/** `display_category` of an offering (D-12). */
type DisplayCategory = 'package' | 'standard' | 'addon';

/** What pricing reads from a cart line. */
export interface PricedItem {
  service_offering_id: ServiceOfferingId;
  /** Units of the line; missing means 1. */
  quantity?: number | null;
  total_cost_dollars?: number | null;
  parts_cost_dollars?: number | null;
  tax_type?: TaxType | null;
  display_category?: DisplayCategory | null;
}

/** What the cart rules read from an offering being selected (D-49..D-56). */
export interface SelectableOffering extends PricedItem {
  incompatible_service_offering_ids?: readonly ServiceOfferingId[] | null;
  included_with_every_mechanical_service?: boolean | null;
  per_tire?: boolean | null;
  /** A quoted option of the same offering is a different line (K-69). */
  quote_option_id?: number | null;
  /**
   * Marks a recall service (D-18). The documents name no field for it; this name is ours
   * (docs/decisions.md, "Domain: money…").
   */
  is_recall?: boolean | null;
}

/** A line in the cart: an offering with a definite quantity. */
export type CartItem<T extends SelectableOffering = SelectableOffering> = T & { quantity: number };

/** What pricing reads from a coupon (D-90). */
export interface CouponTerms {
  coupon_code?: string | null;
  amount_off_dollars?: number | null;
  amount_off_percent?: number | null;
  applies_to_full_bill?: boolean | null;
  valid_service_offering_ids?: readonly ServiceOfferingId[] | null;
}

/** What coupon validation reads (D-77..D-83, D-90). */
export interface Coupon extends CouponTerms {
  start_date?: string | null;
  end_date?: string | null;
  valid_client_location_ids?: readonly ClientLocationId[] | null;
  can_use_multiple_times?: boolean | null;
}

/** The provider's supplies and disposal fee rule (`supplies_fee_rule`, OPEN-23, H-09, H-10). */
export interface SuppliesFeeRule {
  percent: number;
  basis: 'parts_after_discount' | 'total_after_discount';
  cap_dollars: number;
}

/** Tire product availability (D-52): units at the local and localPlus warehouses. */
export interface TireAvailability {
  local?: number | null;
  localPlus?: number | null;
}

/** A previous booking as coupon re-use reads it (D-83). */
export interface PreviousBooking {
  coupon_code?: string | null;
  status?: string | null;
}
