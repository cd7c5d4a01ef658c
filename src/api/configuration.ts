/**
 * Provider configuration (M-01 GET /app-z3p-configuration) and pro status (M-02 GET /pro/{id}).
 *
 * The zod schema mirrors schemas/provider-config.schema.json field by field (a test checks the key sets
 * match). Unknown fields from the server are dropped, not rejected.
 */
import * as z from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, getProviderName } from './client';

const vehicleEntryTab = z.enum(['license', 'vin', 'year', 'heavy', 'rv', 'atv', 'motorcycle', 'boat', 'plane']);
export const serviceLocationKindSchema = z.enum(['home', 'workplace', 'shop']);
export type ServiceLocationKind = z.infer<typeof serviceLocationKindSchema>;
export const skipTargetSchema = z.enum(['services', 'detailing', 'tires', 'diagnostic']).nullable();
export type SkipTarget = z.infer<typeof skipTargetSchema>;
export const schedulingSystemSchema = z.enum(['availability_windows', 'time_slots', 'other']);
export type SchedulingSystem = z.infer<typeof schedulingSystemSchema>;

export const suppliesFeeRuleSchema = z.object({
  percent: z.number().min(0),
  basis: z.enum(['parts_after_discount', 'total_after_discount']),
  cap_dollars: z.number().min(0),
});
export type SuppliesFeeRule = z.infer<typeof suppliesFeeRuleSchema>;

export const providerConfigSchema = z.object({
  z3p_client_name: z.string(),
  customer_facing_name: z.string(),
  customer_facing_email: z.string().optional(),
  customer_facing_phone: z.string().optional(),
  customer_facing_phone_raw: z.string().optional(),
  customer_facing_address: z.string().optional(),
  call_forwarding_phone_raw: z.string().optional(),
  logo: z.string().optional(),
  logo_max_height: z.number().optional(),
  logo_margin_top: z.number().optional(),
  client_url: z.string().optional(),
  installer_image: z.string().optional(),
  my_simple_shop_url: z.string().optional(),
  service_locations: z.array(serviceLocationKindSchema).min(1),
  is_skipping_vehicle: z.boolean().optional(),
  skip_simple_services_to: skipTargetSchema.optional(),
  scheduling_system: schedulingSystemSchema.optional(),
  is_using_time_blocks: z.boolean().optional(),
  has_diagnostic_service: z.boolean().optional(),
  is_detailing_dirty_question_enabled: z.boolean().optional(),
  is_hiding_price_in_booking: z.boolean().optional(),
  is_showing_quantity_in_booking: z.boolean().optional(),
  is_performing_recalls: z.boolean().optional(),
  recall_makes_offered: z.array(z.string()).optional(),
  offered_vehicle_makes: z.array(z.string()).optional(),
  minimum_appointment_amount_dollars: z.number().min(0).optional(),
  atd_location_id: z.number().int().optional(),
  available_vehicle_entry_tabs: z.array(vehicleEntryTab).optional(),
  default_vehicle_entry_tab: vehicleEntryTab.optional(),
  default_state: z.string().regex(/^[A-Z]{2}$/).optional(),
  is_using_heavy_duty: z.boolean().optional(),
  is_using_stripe: z.boolean().optional(),
  is_using_square: z.boolean().optional(),
  /** (decision) Keys of the real card forms; without them mock builds use the offline test card form (src/widgets/payment). */
  stripe_publishable_key: z.string().nullable().optional(),
  square_application_id: z.string().nullable().optional(),
  square_location_id: z.string().nullable().optional(),
  allow_additional_user_sms_communications: z.boolean().optional(),
  google_analytics_tracking_id: z.string().nullable().optional(),
  /** (decision) Google Maps Places key for address autocomplete; absent → no Google script is loaded. */
  google_maps_api_key: z.string().nullable().optional(),
  sentry_dsn: z.string().nullable().optional(),
  address_verification_questions: z
    .array(z.object({ id: z.string(), text: z.string(), enabled: z.boolean() }))
    .optional(),
  time_range_min: z.number().int().min(0).max(24).optional(),
  time_range_max: z.number().int().min(0).max(24).optional(),
  minimum_onsite_hours: z.number().min(0).optional(),
  is_using_waitlist: z.boolean().optional(),
  is_offering_service_sooner: z.boolean().optional(),
  is_guest_checkout_enabled: z.boolean().optional(),
  show_fleet_in_booking_app: z.boolean().optional(),
  is_how_did_hear_question_enabled: z.boolean().optional(),
  how_did_hear_options: z.array(z.string()).optional(),
  is_accepting_tip: z.boolean().optional(),
  request_tip_at_checkout: z.boolean().optional(),
  tip_percent_defaults: z.array(z.number().min(0).max(100)).optional(),
  enable_hold_for_tip: z.boolean().optional(),
  is_charging_cancellation_fee: z.boolean().optional(),
  cancellation_cut_off_hours: z.number().min(0).optional(),
  cancellation_fee_amount_dollars: z.number().min(0).optional(),
  no_show_fee_amount_dollars: z.number().min(0).optional(),
  terms_and_conditions_url: z.string().nullable().optional(),
  minimum_service_threshold_amount_dollars: z.number().min(0).optional(),
  message_on_schedule_screen: z.string().nullable().optional(),
  payment_message_on_checkout_screen: z.string().nullable().optional(),
  pickup_delivery_service_location: z.number().int().nullable().optional(),
  has_home_button_after_booking: z.boolean().optional(),
  is_using_service_report: z.boolean().optional(),
  allows_subusers: z.boolean().optional(),
  google_review_url: z.string().nullable().optional(),
  supplies_fee_rule: suppliesFeeRuleSchema.nullable().optional(),
  external_thank_you_url: z.string().nullable().optional(),
  detailing_need_to_know: z.array(z.string()).optional(),
  park_anywhere_service_vehicle_ids: z.array(z.number().int()).optional(),
  marketplace_url: z.string().optional(),
  tire_shop_url: z.string().optional(),
  detailing_partner_postal_codes: z.array(z.string()).optional(),
});

/** The answer of GET /app-z3p-configuration. */
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

/** `Active`, `Churned`, or another status the back end may add (compare ignoring case, OPEN-48). */
export const proStatusSchema = z.object({
  status: z.string().min(1),
});
export type ProStatus = { status: 'Active' | 'Churned' | (string & {}) };

export function isChurned(status: ProStatus | undefined): boolean {
  return status?.status.toLowerCase() === 'churned';
}

// ---------------------------------------------------------------------------------------------
// Query keys (the provider is part of every key: two providers never share a cache entry)
// ---------------------------------------------------------------------------------------------

export const configurationKeys = {
  all: (provider: string = getProviderName()) => ['configuration', provider] as const,
  proStatus: (id: string) => ['pro-status', id] as const,
};

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

/** M-01 */
export function getProviderConfig(signal?: AbortSignal): Promise<ProviderConfig> {
  return apiFetch('GET', '/app-z3p-configuration', { schema: providerConfigSchema, signal });
}

/** M-02. `id` is the provider identifier (z3p_client_name). */
export function getProStatus(id: string, signal?: AbortSignal): Promise<ProStatus> {
  return apiFetch('GET', `/pro/${encodeURIComponent(id)}`, { schema: proStatusSchema, signal });
}

// ---------------------------------------------------------------------------------------------
// Query options and hooks
// ---------------------------------------------------------------------------------------------

export function configurationQueryOptions() {
  return queryOptions({
    queryKey: configurationKeys.all(),
    queryFn: ({ signal }) => getProviderConfig(signal),
    staleTime: Infinity,
  });
}

export function useProviderConfig() {
  return useQuery(configurationQueryOptions());
}

export function proStatusQueryOptions(id: string = getProviderName()) {
  return queryOptions({
    queryKey: configurationKeys.proStatus(id),
    queryFn: ({ signal }) => getProStatus(id, signal),
    staleTime: Infinity,
  });
}

/** Pro status of the current provider (or `id`). */
export function useProStatus(id?: string) {
  return useQuery(proStatusQueryOptions(id));
}
