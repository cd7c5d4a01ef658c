/**
 * Scheduled works (appointments): read, book, change, cancel, tip, check in, approve upsells, cost preview.
 * M-32 GET /scheduled-work/{sw_id}/{customer_id} (M-31 GET /scheduled-work/{id} has no client: docs/decisions.md),
 * M-34 POST /proactive-scheduling/{sw_id}/{customer_id}, M-35 PUT /booking/scheduled-work/{id} (change booking,
 * cancel, additional phone numbers), M-36 POST /booking/scheduled-work/{id} (tip; change booking is accepted too),
 * M-37 POST /booking/scheduled-work, M-46 POST /checkin/scheduled-work/{id},
 * M-47 POST /booking/approve-services/{sw_id}/{customer_id}, M-48 POST /scheduled-work/cost-preview.
 *
 * Server errors the app reacts to (ApiError.status / serverText):
 * - 409 double booking: "Sorry, the time you have chosen is now unavailable. Please select another time." (H-35)
 * - 402 invalid card: "Invalid Credit Card" (H-…: the payment form re-opens)
 * - 400 used coupon: "Sorry, this coupon has already been used" (D-84)
 * - 409 proactive date filled: "The date you selected has filled and is no longer available. Please log in and choose another date."
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { authKeys } from './auth-keys';
import { scheduledWorkSchema, statusMessageSchema, type upsellStatusSchema } from './entities';
import { compatibleDateKeys } from './compatible-dates';
import { tokenLinkKeys } from './token-links';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export { type ScheduledWork } from './entities';

/** Answer of the calls that change one work (chosen, OPEN-06/OPEN-07): Status, Message and the work after the change. */
export const scheduledWorkChangeAnswerSchema = z.extend(statusMessageSchema, { scheduled_work: z.nullish(scheduledWorkSchema) });

const bookingAnswerSchema = z.extend(statusMessageSchema, {
  newScheduledWork: scheduledWorkSchema,
  scheduledWorks: z.array(scheduledWorkSchema),
});

const costPreviewAnswerSchema = z.extend(statusMessageSchema, {
  Data: z.object({
    subtotal_dollars: z.number(),
    sales_tax_dollars: z.nullish(z.number()),
    total_taxed_price_dollars: z.nullish(z.number()),
  }),
});

/** The schedule part of a booking (document 2 §3). */
interface BookingSchedule {
  date?: string | null;
  plannedArrivalTime?: string | null;
  plannedDepartureTime?: string | null;
  serviceVehicleId?: number | string | null;
  scheduleInstanceId?: number | null;
  customerNote?: string | null;
  waitlist_note?: string | null;
  is_handraise?: boolean;
  isPickupAndDelivery?: boolean;
  confirmedAppointmentStartTime?: string | null;
}

export interface BookingServiceInput {
  service_offering_id: number;
  quantity?: number;
  [field: string]: unknown;
}

/** H-28 booking submit payload. */
export interface NewBooking {
  pricing?: unknown;
  account?: { customer_id?: number; first_name?: string; last_name?: string; email?: string; phone?: string } | null;
  client_location_id?: number | null;
  vehicle_id?: number | null;
  keyosk_id?: number | null;
  parking_id?: number | null;
  customer_address_id?: number | null;
  key_exchange_note?: string | null;
  other_service_description?: string | null;
  schedule: BookingSchedule;
  services: BookingServiceInput[];
  coupon_code?: string | null;
  referrer_code?: string | null;
  tireDetails?: unknown;
  detailingNote?: string | null;
  payment_method_id?: number | null;
  additional_phone_numbers?: (string | false)[];
  tip_amount_dollars?: number | null;
  tip_entry_method?: string | null;
  quote_id?: number | null;
  tire_quantity?: number | null;
  customDiscountAmountDollars?: number | null;
  customDiscountReason?: string | null;
  stripe_token?: string;
  square_token?: string;
  images?: unknown[];
}

/** Change-booking fields (document 2 §7). */
export interface ChangeBookingFields {
  new_date?: string | null;
  schedule_instance_id?: number | null;
  service_vehicle_id?: number | string | null;
  customer_note?: string | null;
  waitlist_note?: string | null;
  is_handraise?: boolean;
  planned_arrival_time?: string | null;
  planned_departure_time?: string | null;
  confirmed_appointment_start_time?: string | null;
  token?: string | null;
  key_exchange_note?: string | null;
}

export interface CancelFields {
  cancellation_reason: 'Date or Time Conflict' | 'Serviced Elsewhere' | 'Other' | (string & {});
  cancellation_reason_details?: string | null;
  cancellation_fee_to_charge?: number;
  /** Token of a token link, when cancelling from the appointment page. */
  token?: string | null;
}

export const scheduledWorkKeys = {
  all: ['scheduled-works'] as const,
  forCustomer: (swId: number, customerId: number) => [...scheduledWorkKeys.all, 'for-customer', swId, customerId] as const,
  costPreview: (services: unknown, place: CostPreviewPlace) => [...scheduledWorkKeys.all, 'cost-preview', services, place] as const,
};

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

/** M-32 (token pages and reschedule links: no sign-in needed) */
export function getScheduledWorkForCustomer(swId: number, customerId: number, signal?: AbortSignal) {
  return apiFetch('GET', `/scheduled-work/${swId}/${customerId}`, { schema: scheduledWorkSchema, signal });
}
/** M-34. 409 when the date has filled. */
export function proactiveSchedule(swId: number, customerId: number, date: string) {
  return apiFetch('POST', `/proactive-scheduling/${swId}/${customerId}`, { body: { date }, schema: scheduledWorkChangeAnswerSchema });
}
/** M-35 change booking (reschedule). 409 on a taken slot. */
export function changeBooking(id: number, fields: ChangeBookingFields) {
  return apiFetch('PUT', `/booking/scheduled-work/${id}`, { body: fields, schema: scheduledWorkChangeAnswerSchema });
}
/** M-35 cancel. Non-200: the modal shows serverText. */
export function cancelScheduledWork(id: number, fields: CancelFields) {
  return apiFetch('PUT', `/booking/scheduled-work/${id}`, {
    body: { status: 'cancelled', cancellation_fee_to_charge: 0, ...fields },
    schema: scheduledWorkChangeAnswerSchema,
  });
}
/** M-35 additional contact phone numbers (10 digits each; empty entries as false). */
export function updateAdditionalPhoneNumbers(id: number, numbers: (string | false)[]) {
  return apiFetch('PUT', `/booking/scheduled-work/${id}`, { body: { additional_phone_numbers: numbers }, schema: scheduledWorkChangeAnswerSchema });
}
/** M-36 tip from the appointment page. */
export function updateTip(id: number, input: { token: string; tip_amount_dollars: number }) {
  return apiFetch('POST', `/booking/scheduled-work/${id}`, {
    body: { token: input.token, tip_amount_dollars: input.tip_amount_dollars, tip_entry_method: 'online-appt' },
    schema: scheduledWorkChangeAnswerSchema,
  });
}
/** Request header of a booking intent's key: a retry with the same key books nothing new (answers the first booking). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** M-37. `idempotencyKey`: one key per booking intent; retries, double clicks and a duplicated tab reuse it. */
export function createBooking(booking: NewBooking, options: { idempotencyKey?: string | null } = {}) {
  return apiFetch('POST', '/booking/scheduled-work', {
    body: booking,
    schema: bookingAnswerSchema,
    headers: options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : undefined,
  });
}
/** M-46 */
export function checkIn(id: number, input: { markerLocation?: { lat: number; lng: number } } = {}) {
  return apiFetch('POST', `/checkin/scheduled-work/${id}`, {
    body: { keys_available: true, checkin_type: 'web', ...(input.markerLocation ? { markerLocation: input.markerLocation } : {}) },
    schema: scheduledWorkChangeAnswerSchema,
  });
}

export interface UpsellResponse {
  id: number;
  upsell_status: z.infer<typeof upsellStatusSchema>;
}

/** M-47 */
export function approveServices(swId: number, customerId: number, responses: UpsellResponse[]) {
  return apiFetch('POST', `/booking/approve-services/${swId}/${customerId}`, {
    body: { upsell_responses: responses },
    schema: scheduledWorkChangeAnswerSchema,
  });
}
/** Where and for which vehicle a cost preview prices the services (a work's location or address, and its vehicle). */
export interface CostPreviewPlace {
  client_location_id?: number | null;
  customer_address_id?: number | null;
  vehicle_id?: number | null;
}

/** M-48: the back end's prices of `servicesData` at `place`; its `Data.subtotal_dollars` is the figure shown (decisions: money). */
export function getCostPreview(servicesData: BookingServiceInput[], place: CostPreviewPlace = {}, signal?: AbortSignal) {
  return apiFetch('POST', '/scheduled-work/cost-preview', { body: { services_data: servicesData, ...place }, schema: costPreviewAnswerSchema, signal });
}

// ---------------------------------------------------------------------------------------------
// Query options and hooks
// ---------------------------------------------------------------------------------------------

export function scheduledWorkForCustomerQueryOptions(swId: number, customerId: number) {
  return queryOptions({
    queryKey: scheduledWorkKeys.forCustomer(swId, customerId),
    queryFn: ({ signal }) => getScheduledWorkForCustomer(swId, customerId, signal),
    retry: false,
  });
}
export function costPreviewQueryOptions(servicesData: BookingServiceInput[], place: CostPreviewPlace = {}) {
  return queryOptions({
    queryKey: scheduledWorkKeys.costPreview(servicesData, place),
    queryFn: ({ signal }) => getCostPreview(servicesData, place, signal),
    retry: false,
  });
}

/** M-48 for the services chosen so far; no call (and no figure) while `servicesData` is empty. */
export function useCostPreview(servicesData: BookingServiceInput[], place: CostPreviewPlace) {
  return useQuery({ ...costPreviewQueryOptions(servicesData, place), enabled: servicesData.length > 0 });
}

export function useScheduledWorkForCustomer(swId: number | null | undefined, customerId: number | null | undefined) {
  return useQuery({ ...scheduledWorkForCustomerQueryOptions(swId ?? 0, customerId ?? 0), enabled: swId != null && customerId != null });
}

/** After any change: the account's lists, the work itself, token pages and dates. */
const WORK_QUERIES = [scheduledWorkKeys.all, authKeys.customerInfo(), tokenLinkKeys.all, compatibleDateKeys.all];

/**
 * The booking (H-27). A booking made leaves its page (H-32/H-33: the finished page shows the booking's own
 * snapshot), so what it changed is only marked stale: refetching the page being left would hold up the next one.
 */
export const useCreateBooking = () =>
  useInvalidatingMutation(
    (v: NewBooking | { booking: NewBooking; idempotencyKey?: string | null }) =>
      'booking' in v ? createBooking(v.booking, { idempotencyKey: v.idempotencyKey }) : createBooking(v),
    WORK_QUERIES,
    'none',
  );
export const useChangeBooking = () => useInvalidatingMutation((v: { id: number; fields: ChangeBookingFields }) => changeBooking(v.id, v.fields), WORK_QUERIES);
export const useCancelScheduledWork = () =>
  useInvalidatingMutation((v: { id: number; fields: CancelFields }) => cancelScheduledWork(v.id, v.fields), WORK_QUERIES);
export const useUpdateAdditionalPhoneNumbers = () =>
  useInvalidatingMutation((v: { id: number; numbers: (string | false)[] }) => updateAdditionalPhoneNumbers(v.id, v.numbers), WORK_QUERIES);
export const useUpdateTip = () =>
  useInvalidatingMutation((v: { id: number; token: string; tip_amount_dollars: number }) => updateTip(v.id, v), WORK_QUERIES);
export const useProactiveSchedule = () =>
  useInvalidatingMutation((v: { swId: number; customerId: number; date: string }) => proactiveSchedule(v.swId, v.customerId, v.date), WORK_QUERIES);
export const useCheckIn = () =>
  useInvalidatingMutation((v: { id: number; markerLocation?: { lat: number; lng: number } }) => checkIn(v.id, v), WORK_QUERIES);
export const useApproveServices = () =>
  useInvalidatingMutation(
    (v: { swId: number; customerId: number; responses: UpsellResponse[] }) => approveServices(v.swId, v.customerId, v.responses),
    WORK_QUERIES,
  );

