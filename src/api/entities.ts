/**
 * zod schemas of the records several resources share (spec §3 of each document). Fields the app reads are
 * typed; the rest of a record is dropped at the boundary. Optional fields are `nullish` because the back end
 * sends null and omits fields interchangeably.
 */
import * as z from 'zod/mini';
import { VEHICLE_TYPES } from '../domain/vehicle-types';

const id = z.int();
const money = z.number();
const text = z.nullish(z.string());

/** `{ Status, Message }` envelope of many answers (Status is 'success' / 'error' in any case). */
export const statusMessageSchema = z.object({
  Status: z.nullish(z.string()),
  Message: z.nullish(z.string()),
});

// ---------------------------------------------------------------------------------------------
// Vehicle (C-62)
// ---------------------------------------------------------------------------------------------

export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);

export const vehicleSchema = z.object({
  vehicle_id: id,
  id: z.nullish(id),
  customer_id: z.nullish(id),
  display_name: text,
  vin: text,
  license_plate_number: text,
  license_plate_state: text,
  year: z.nullish(z.union([z.int(), z.string()])),
  make: text,
  model: text,
  color: text,
  trim: text,
  engine: z.nullish(z.object({ engine_name: text, motor_engine_id: z.nullish(z.union([id, z.string()])) })),
  is_deleted: z.nullish(z.boolean()),
  is_waitlist: z.nullish(z.boolean()),
  input_method_type: text,
  vehicleType: text,
  makeName: text,
  makeId: z.nullish(id),
  modelName: text,
  modelId: z.nullish(id),
  submodelId: z.nullish(id),
  submodelName: text,
  baseVehicleId: z.nullish(id),
  vehicleId: z.nullish(id),
  oil_capacity: z.nullish(z.number()),
  oilSpecifications: z.nullish(z.array(z.object({ viscosity: z.string() }))),
  standard_tire_sizes: z.nullish(z.array(z.string())),
  pt_front_tire_size: text,
  pt_rear_tire_size: text,
  selected_tire_size: text,
  technician_verified_tire_size: text,
  other_make: text,
  heavy_duty_engine_make: text,
  heavy_duty_other_engine_make: text,
  heavy_duty_engine_serial_number: text,
  fuel_type: text,
  other_fuel_type: text,
  motor_vehicle_id: z.nullish(id),
  motor_base_vehicle_id: z.nullish(id),
  photo_filenames: z.nullish(z.array(z.string())),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

// ---------------------------------------------------------------------------------------------
// Address (B-…, K-…)
// ---------------------------------------------------------------------------------------------

export const addressSchema = z.object({
  customer_address_id: id,
  id: z.nullish(id),
  customer_id: z.nullish(id),
  display_name: text,
  address_line_1: z.string(),
  address_line_2: text,
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: text,
  one_line_human_readable_address: text,
  lat: z.nullish(z.number()),
  lng: z.nullish(z.number()),
  is_deleted: z.nullish(z.boolean()),
  is_primary: z.nullish(z.boolean()),
  serviceability_note: text,
  tax_rate_percent: z.nullish(z.number()),
  time_zone: text,
});
export type Address = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// Client location, keyosk, parking zone
// ---------------------------------------------------------------------------------------------

/** What a keyosk and a parking zone both describe: a named spot at a client location, with a picture. */
const spotFields = { name: z.string(), blurb: text, image_url: text, lat: z.nullish(z.number()), lng: z.nullish(z.number()) };

export const keyoskSchema = z.object({ keyosk_id: id, ...spotFields });
export type Keyosk = z.infer<typeof keyoskSchema>;

export const parkingZoneSchema = z.object({ parking_id: id, ...spotFields });
export type ParkingZone = z.infer<typeof parkingZoneSchema>;

const latLng = z.object({ lat: z.number(), lng: z.number() });

/** `location_type` (decision): 'workplace' and 'shop' feed the At Work / At The Shop modes; 'mobile' is the area home addresses are served from. */
export const clientLocationSchema = z.object({
  client_location_id: id,
  short_name: z.string(),
  long_name: z.string(),
  location_type: z.nullish(z.enum(['workplace', 'shop', 'mobile'])),
  address: z.nullish(z.object({
      address_line_1: text,
      city: text,
      state: text,
      postal_code: text,
      one_line_human_readable_address: text,
      lat: z.nullish(z.number()),
      lng: z.nullish(z.number()),
    })),
  tax_rate_percent: z.nullish(z.number()),
  time_zone: text,
  is_active: z.nullish(z.boolean()),
  van_parking_location: z.nullish(latLng),
  trailer: z.nullish(latLng),
});
export type ClientLocation = z.infer<typeof clientLocationSchema>;

// ---------------------------------------------------------------------------------------------
// Service offerings (price list) and service lines of a scheduled work
// ---------------------------------------------------------------------------------------------

const scheduleTypeNameSchema = z.string();
export const upsellStatusSchema = z.enum(['pending', 'approved', 'rejected', 'future']);

export const serviceOfferingSchema = z.object({
  service_offering_id: id,
  long_name: z.string(),
  short_name: text,
  display_name: text,
  subtitle: text,
  schedule_types: z.nullish(z.array(scheduleTypeNameSchema)),
  display_category: z.nullish(z.enum(['package', 'standard', 'addon'])),
  display_order: z.nullish(z.number()),
  display_emphasize: z.nullish(z.boolean()),
  display_superscript: text,
  included_with_every_mechanical_service: z.nullish(z.boolean()),
  incompatible_service_offering_ids: z.nullish(z.array(id)),
  parent_service_offering: z.nullish(id),
  child_service_offerings: z.nullish(z.array(id)),
  offered_vehicle_makes: z.nullish(z.array(z.string())),
  parts_cost_dollars: z.nullish(money),
  labor_cost_dollars: z.nullish(money),
  total_cost_dollars: z.nullish(money),
  atd_parts_cost_dollars: z.nullish(money),
  original_value_dollars: z.nullish(money),
  variable_pricing: z.nullish(z.boolean()),
  per_tire: z.nullish(z.boolean()),
  is_tire_installation_fee: z.nullish(z.boolean()),
  is_atd_tire_product: z.nullish(z.boolean()),
  add_oil_cost: z.nullish(z.boolean()),
  extra_oil_cost_per_qt_dollars: z.nullish(money),
  tax_type: z.nullish(z.enum(['bundled', 'itemized'])),
  labor_hours: z.nullish(z.number()),
  quantity: z.nullish(z.number()),
  marketing_url: text,
  more_info_image: text,
  card_image_url: text,
  inline_image_url: text,
  card_bullet_points: z.nullish(z.array(z.string())),
  details_blurb: text,
  descriptions: z.nullish(z.array(z.object({ id: z.union([id, z.string()]), subheader: text, text: text }))),
  booking_message_1: text,
  booking_message_2: text,
  tags: z.nullish(z.array(z.string())),
  next_step_in_flow: text,
  bookable: z.nullish(z.boolean()),
  is_deleted: z.nullish(z.boolean()),
  is_upsell: z.nullish(z.boolean()),
  upsell_status: z.nullish(upsellStatusSchema),
  quote_option_id: z.nullish(id),
  copy_from_service_id: z.nullish(id),
  scheduled_work_id: z.nullish(id),
});
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

/** A service line of a scheduled work (K-…): an offering plus the line's own id and upsell state. */
const serviceLineSchema = z.extend(serviceOfferingSchema, {
  id: id,
  employee_note: text,
});
export type ServiceLine = z.infer<typeof serviceLineSchema>;

// ---------------------------------------------------------------------------------------------
// Customer
// ---------------------------------------------------------------------------------------------

export const customerSchema = z.object({
  customer_id: id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: text,
  stripe_last4: text,
  stripe_brand: text,
  square_last4: text,
  square_brand: text,
  is_fleet_user: z.nullish(z.boolean()),
  fleet_account_name: text,
  default_client_location_id: z.nullish(id),
  preferredKeyoskId: z.nullish(id),
  preferredParkingId: z.nullish(id),
  is_guest: z.nullish(z.boolean()),
});
export type Customer = z.infer<typeof customerSchema>;

// ---------------------------------------------------------------------------------------------
// Scheduled work (K-68)
// ---------------------------------------------------------------------------------------------

const scheduledWorkStatusSchema = z.string(); // scheduled, keys_available, suggested, finished, cancelled (any case, OPEN-48)

export const couponSchema = z.object({
  coupon_code: z.string(),
  start_date: text,
  end_date: text,
  valid_service_offering_ids: z.nullish(z.array(id)),
  valid_client_location_ids: z.nullish(z.array(id)),
  amount_off_dollars: z.nullish(money),
  amount_off_percent: z.nullish(z.number()),
  applies_to_full_bill: z.nullish(z.boolean()),
  can_use_multiple_times: z.nullish(z.boolean()),
  description: text,
});
export type Coupon = z.infer<typeof couponSchema>;

export const scheduledWorkSchema = z.object({
  scheduled_work_id: id,
  id: z.nullish(id),
  customer_id: id,
  customer: z.nullish(customerSchema),
  vehicle: z.nullish(vehicleSchema),
  vehicle_id: z.nullish(id),
  status: scheduledWorkStatusSchema,
  date: z.nullish(z.string()), // YYYY-MM-DD in the location's time zone
  confirmed_appointment_start_time: text,
  plannedArrivalTime: text, // HH:mm
  plannedDepartureTime: text,
  services: z.array(serviceLineSchema),
  client_location_id: z.nullish(id),
  client_location: z.nullish(clientLocationSchema),
  customer_address: z.nullish(addressSchema),
  keyosk: z.nullish(keyoskSchema),
  parking: z.nullish(parkingZoneSchema),
  box: z.nullish(z.union([z.number(), z.string()])),
  service_vehicle_id: z.nullish(z.union([id, z.string()])),
  schedule_instance_id: z.nullish(id),
  tax_rate_percent: z.nullish(z.number()),
  coupon_detail: z.nullish(couponSchema),
  coupon_code: text,
  coupon_amount_dollars: z.nullish(money),
  custom_discount_amount_dollars: z.nullish(money),
  custom_discount_reason: text,
  tip_amount_dollars: z.nullish(money),
  subtotal_dollars: z.nullish(money),
  sales_tax_dollars: z.nullish(money),
  shop_fee_dollars: z.nullish(money),
  minimum_service_charge_amount_dollars: z.nullish(money),
  total_taxed_price_dollars: z.nullish(money),
  amount_paid_dollars: z.nullish(money),
  payment_method: z.nullish(z.object({ is_stripe: z.nullish(z.boolean()), is_square: z.nullish(z.boolean()), name: text })),
  square_card_id: text,
  hc_is_complete: z.nullish(z.boolean()),
  health_check_url: text,
  customer_location: z.nullish(z.object({ lat: z.number(), lng: z.number() })),
  created_at: text,
  customer_note: text,
  waitlist_note: text,
  key_exchange_note: text,
  is_handraise: z.nullish(z.boolean()),
  additional_phone_numbers: z.nullish(z.array(z.union([z.string(), z.literal(false)]))),
  has_credit_card: z.nullish(z.boolean()),
  cancellation_reason: text,
  cancellation_reason_details: text,
  cancellation_fee_charged_dollars: z.nullish(money),
  quote_id: z.nullish(id),
});
export type ScheduledWork = z.infer<typeof scheduledWorkSchema>;
