/**
 * zod schemas of the records several resources share (spec §3 of each document). Fields the app reads are
 * typed; the rest of a record is dropped at the boundary. Optional fields are `nullish` because the back end
 * sends null and omits fields interchangeably.
 */
import * as z from 'zod';

const id = z.number().int();
const money = z.number();
const text = z.string().nullish();

/** `{ Status, Message }` envelope of many answers (Status is 'success' / 'error' in any case). */
export const statusMessageSchema = z.object({
  Status: z.string().nullish(),
  Message: z.string().nullish(),
});
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/** An answer whose body the app does not read (spec: "answer not shown"): anything, even empty. */
export const ignoredAnswerSchema = z.unknown().transform(() => undefined);

// ---------------------------------------------------------------------------------------------
// Vehicle (C-62)
// ---------------------------------------------------------------------------------------------

export const vehicleTypeSchema = z.enum(['automobile', 'rv', 'atv', 'motorcycle', 'boat', 'plane']);
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

export const vehicleSchema = z.object({
  vehicle_id: id,
  id: id.nullish(),
  customer_id: id.nullish(),
  display_name: text,
  vin: text,
  license_plate_number: text,
  license_plate_state: text,
  year: z.union([z.number().int(), z.string()]).nullish(),
  make: text,
  model: text,
  color: text,
  trim: text,
  engine: z.object({ engine_name: text, motor_engine_id: z.union([id, z.string()]).nullish() }).nullish(),
  is_deleted: z.boolean().nullish(),
  is_waitlist: z.boolean().nullish(),
  input_method_type: text,
  vehicleType: text,
  makeName: text,
  makeId: id.nullish(),
  modelName: text,
  modelId: id.nullish(),
  submodelId: id.nullish(),
  submodelName: text,
  baseVehicleId: id.nullish(),
  vehicleId: id.nullish(),
  oil_capacity: z.number().nullish(),
  oilSpecifications: z.array(z.object({ viscosity: z.string() })).nullish(),
  standard_tire_sizes: z.array(z.string()).nullish(),
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
  motor_vehicle_id: id.nullish(),
  motor_base_vehicle_id: id.nullish(),
  photo_filenames: z.array(z.string()).nullish(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

// ---------------------------------------------------------------------------------------------
// Address (B-…, K-…)
// ---------------------------------------------------------------------------------------------

export const addressSchema = z.object({
  customer_address_id: id,
  id: id.nullish(),
  customer_id: id.nullish(),
  display_name: text,
  address_line_1: z.string(),
  address_line_2: text,
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: text,
  one_line_human_readable_address: text,
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  is_deleted: z.boolean().nullish(),
  is_primary: z.boolean().nullish(),
  serviceability_note: text,
  tax_rate_percent: z.number().nullish(),
  time_zone: text,
});
export type Address = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// Client location, keyosk, parking zone
// ---------------------------------------------------------------------------------------------

/** What a keyosk and a parking zone both describe: a named spot at a client location, with a picture. */
const spotFields = { name: z.string(), blurb: text, image_url: text, lat: z.number().nullish(), lng: z.number().nullish() };

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
  location_type: z.enum(['workplace', 'shop', 'mobile']).nullish(),
  address: z
    .object({
      address_line_1: text,
      city: text,
      state: text,
      postal_code: text,
      one_line_human_readable_address: text,
      lat: z.number().nullish(),
      lng: z.number().nullish(),
    })
    .nullish(),
  tax_rate_percent: z.number().nullish(),
  time_zone: text,
  is_active: z.boolean().nullish(),
  van_parking_location: latLng.nullish(),
  trailer: latLng.nullish(),
});
export type ClientLocation = z.infer<typeof clientLocationSchema>;

// ---------------------------------------------------------------------------------------------
// Service offerings (price list) and service lines of a scheduled work
// ---------------------------------------------------------------------------------------------

export const scheduleTypeNameSchema = z.string();
export const upsellStatusSchema = z.enum(['pending', 'approved', 'rejected', 'future']);
export type UpsellStatus = z.infer<typeof upsellStatusSchema>;

export const serviceOfferingSchema = z.object({
  service_offering_id: id,
  long_name: z.string(),
  short_name: text,
  display_name: text,
  subtitle: text,
  schedule_types: z.array(scheduleTypeNameSchema).nullish(),
  display_category: z.enum(['package', 'standard', 'addon']).nullish(),
  display_order: z.number().nullish(),
  display_emphasize: z.boolean().nullish(),
  display_superscript: text,
  included_with_every_mechanical_service: z.boolean().nullish(),
  incompatible_service_offering_ids: z.array(id).nullish(),
  parent_service_offering: id.nullish(),
  child_service_offerings: z.array(id).nullish(),
  offered_vehicle_makes: z.array(z.string()).nullish(),
  parts_cost_dollars: money.nullish(),
  labor_cost_dollars: money.nullish(),
  total_cost_dollars: money.nullish(),
  atd_parts_cost_dollars: money.nullish(),
  original_value_dollars: money.nullish(),
  variable_pricing: z.boolean().nullish(),
  per_tire: z.boolean().nullish(),
  is_tire_installation_fee: z.boolean().nullish(),
  is_atd_tire_product: z.boolean().nullish(),
  add_oil_cost: z.boolean().nullish(),
  extra_oil_cost_per_qt_dollars: money.nullish(),
  tax_type: z.enum(['bundled', 'itemized']).nullish(),
  labor_hours: z.number().nullish(),
  quantity: z.number().nullish(),
  marketing_url: text,
  more_info_image: text,
  card_image_url: text,
  inline_image_url: text,
  card_bullet_points: z.array(z.string()).nullish(),
  details_blurb: text,
  descriptions: z.array(z.object({ id: z.union([id, z.string()]), subheader: text, text: text })).nullish(),
  booking_message_1: text,
  booking_message_2: text,
  tags: z.array(z.string()).nullish(),
  next_step_in_flow: text,
  bookable: z.boolean().nullish(),
  is_deleted: z.boolean().nullish(),
  is_upsell: z.boolean().nullish(),
  upsell_status: upsellStatusSchema.nullish(),
  quote_option_id: id.nullish(),
  copy_from_service_id: id.nullish(),
  scheduled_work_id: id.nullish(),
});
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

/** A service line of a scheduled work (K-…): an offering plus the line's own id and upsell state. */
export const serviceLineSchema = serviceOfferingSchema.extend({
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
  is_fleet_user: z.boolean().nullish(),
  fleet_account_name: text,
  default_client_location_id: id.nullish(),
  preferredKeyoskId: id.nullish(),
  preferredParkingId: id.nullish(),
  is_guest: z.boolean().nullish(),
});
export type Customer = z.infer<typeof customerSchema>;

// ---------------------------------------------------------------------------------------------
// Scheduled work (K-68)
// ---------------------------------------------------------------------------------------------

export const scheduledWorkStatusSchema = z.string(); // scheduled, keys_available, suggested, finished, cancelled (any case, OPEN-48)
export type ScheduledWorkStatus = 'scheduled' | 'keys_available' | 'suggested' | 'finished' | 'cancelled';

export const couponSchema = z.object({
  coupon_code: z.string(),
  start_date: text,
  end_date: text,
  valid_service_offering_ids: z.array(id).nullish(),
  valid_client_location_ids: z.array(id).nullish(),
  amount_off_dollars: money.nullish(),
  amount_off_percent: z.number().nullish(),
  applies_to_full_bill: z.boolean().nullish(),
  can_use_multiple_times: z.boolean().nullish(),
  description: text,
});
export type Coupon = z.infer<typeof couponSchema>;

export const scheduledWorkSchema = z.object({
  scheduled_work_id: id,
  id: id.nullish(),
  customer_id: id,
  customer: customerSchema.nullish(),
  vehicle: vehicleSchema.nullish(),
  vehicle_id: id.nullish(),
  status: scheduledWorkStatusSchema,
  date: z.string().nullish(), // YYYY-MM-DD in the location's time zone
  confirmed_appointment_start_time: text,
  plannedArrivalTime: text, // HH:mm
  plannedDepartureTime: text,
  services: z.array(serviceLineSchema),
  client_location_id: id.nullish(),
  client_location: clientLocationSchema.nullish(),
  customer_address: addressSchema.nullish(),
  keyosk: keyoskSchema.nullish(),
  parking: parkingZoneSchema.nullish(),
  box: z.union([z.number(), z.string()]).nullish(),
  service_vehicle_id: z.union([id, z.string()]).nullish(),
  schedule_instance_id: id.nullish(),
  tax_rate_percent: z.number().nullish(),
  coupon_detail: couponSchema.nullish(),
  coupon_code: text,
  coupon_amount_dollars: money.nullish(),
  custom_discount_amount_dollars: money.nullish(),
  custom_discount_reason: text,
  tip_amount_dollars: money.nullish(),
  subtotal_dollars: money.nullish(),
  sales_tax_dollars: money.nullish(),
  shop_fee_dollars: money.nullish(),
  minimum_service_charge_amount_dollars: money.nullish(),
  total_taxed_price_dollars: money.nullish(),
  amount_paid_dollars: money.nullish(),
  payment_method: z
    .object({ is_stripe: z.boolean().nullish(), is_square: z.boolean().nullish(), name: text })
    .nullish(),
  square_card_id: text,
  hc_is_complete: z.boolean().nullish(),
  health_check_url: text,
  customer_location: z.object({ lat: z.number(), lng: z.number() }).nullish(),
  created_at: text,
  customer_note: text,
  waitlist_note: text,
  key_exchange_note: text,
  is_handraise: z.boolean().nullish(),
  additional_phone_numbers: z.array(z.union([z.string(), z.literal(false)])).nullish(),
  has_credit_card: z.boolean().nullish(),
  cancellation_reason: text,
  cancellation_reason_details: text,
  cancellation_fee_charged_dollars: money.nullish(),
  quote_id: id.nullish(),
});
export type ScheduledWork = z.infer<typeof scheduledWorkSchema>;
