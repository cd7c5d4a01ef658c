/**
 * Scheduled works: M-31, M-32 read; M-37 book; M-35/M-36 change, cancel, tip, phone numbers; M-34 proactive;
 * M-46 check-in; M-47 approve upsells; M-48 cost preview.
 */
import { http } from 'msw';
import type { ProviderConfig } from '../../src/api/configuration';
import type { Coupon, ServiceLine, Vehicle } from '../../src/api/entities';
import { commit, newToken, nextId, world } from '../world';
import { now } from '../world/clock';
import { offeringTemplate } from '../world/catalog/offerings';
import { locationById, MOBILE_LOCATION_ID, type LocationRecord } from '../world/catalog/places';
import { addMinutes, canBook, nowIn, type DayContext } from '../world/availability';
import { computeTotals, durationMinutes, priceOffering } from '../world/pricing';
import { customerById, presentWork, worksOf } from '../world/present';
import type { StoredCustomer, StoredWork } from '../world/types';
import { api, authOf, configFor, errorAnswer, intParam, jsonBody, num, ok, str } from './context';
import { COUPON_INVALID_MESSAGE, couponUsedBy } from './coupons';
import { saveCard } from './payments';
import { resolveTokenLink } from './token-links';

const DOUBLE_BOOKING_ANSWER = 'Sorry, the time you have chosen is now unavailable. Please select another time.';
const DATE_FILLED_ANSWER = 'The date you selected has filled and is no longer available. Please log in and choose another date.';
const COUPON_USED_ANSWER = 'Sorry, this coupon has already been used';
const INVALID_CARD_ANSWER = 'Invalid Credit Card';
const UPDATED_MESSAGE = 'Your booking was successfully updated!';
const CANCELLED_MESSAGE = 'Your booking was successfully cancelled';

const isStatus = (w: StoredWork, ...statuses: string[]) => statuses.includes(w.status.toLowerCase());

interface Place {
  location: LocationRecord;
  timeZone: string;
  taxRate: number;
}

function placeOf(w: Pick<StoredWork, 'client_location_id' | 'customer_address_id'>): Place | undefined {
  if (w.client_location_id != null) {
    const l = locationById(w.client_location_id);
    return l ? { location: l, timeZone: l.time_zone ?? 'America/New_York', taxRate: l.tax_rate_percent ?? 0 } : undefined;
  }
  const a = world().addresses.find((x) => x.customer_address_id === w.customer_address_id);
  if (!a) return undefined;
  return { location: locationById(MOBILE_LOCATION_ID)!, timeZone: a.time_zone ?? 'America/New_York', taxRate: a.tax_rate_percent ?? 0 };
}

function dayContext(place: Place, config: ProviderConfig, lines: ServiceLine[], excludeWorkId?: number): DayContext {
  return { location: place.location, timeZone: place.timeZone, config, works: world().works, durationMinutes: durationMinutes(lines), excludeWorkId };
}

function recompute(w: StoredWork, config: ProviderConfig) {
  const coupon = w.coupon_code ? world().coupons.find((c) => c.coupon_code === w.coupon_code) : undefined;
  Object.assign(
    w,
    computeTotals({
      lines: w.services, taxRatePercent: w.tax_rate_percent, coupon, customDiscountDollars: w.custom_discount_amount_dollars,
      referrer: !!w.referrer_code, config, tipDollars: w.tip_amount_dollars,
    }),
  );
}

/** Hours from the world's now to the work's start, in the place's time zone (negative when past). */
function hoursUntilStart(w: StoredWork, place: Place): number {
  if (!w.date) return Infinity;
  const n = nowIn(place.timeZone);
  const start = w.plannedArrivalTime ?? w.confirmed_appointment_start_time ?? '00:00';
  const startMin = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5));
  const days = Math.round((Date.parse(`${w.date}T00:00:00Z`) - Date.parse(`${n.day}T00:00:00Z`)) / 86_400_000);
  return days * 24 + (startMin - n.minutes) / 60;
}

function couponProblem(c: Coupon | undefined, customer: StoredCustomer, lines: ServiceLine[], clientLocationId: number | null, today: string): string | undefined {
  if (!c) return COUPON_INVALID_MESSAGE;
  if ((c.start_date && today < c.start_date) || (c.end_date && today > c.end_date)) return COUPON_INVALID_MESSAGE;
  if (c.valid_client_location_ids?.length && (clientLocationId == null || !c.valid_client_location_ids.includes(clientLocationId))) return COUPON_INVALID_MESSAGE;
  if (c.valid_service_offering_ids?.length && !lines.some((l) => c.valid_service_offering_ids!.includes(l.service_offering_id))) return COUPON_INVALID_MESSAGE;
  if (!c.can_use_multiple_times && couponUsedBy(customer.customer_id, c.coupon_code)) return COUPON_USED_ANSWER;
  return undefined;
}

/**
 * Who may change a work: its owner signed in, or anyone holding a valid link token of it (`body.token`).
 * Answers 400 "Token is expired." for an expired link token, 403 for an unknown session, 401 without either.
 */
function authorizeWork(request: Request, body: Record<string, unknown>, w: StoredWork): true | Response {
  const token = str(body.token);
  if (token) {
    const found = resolveTokenLink(token);
    if (found instanceof Response) return found;
    if (found.work.scheduled_work_id !== w.scheduled_work_id) return errorAnswer(404, 'Invalid URL');
    return true;
  }
  const auth = authOf(request);
  if (auth === 'invalid') return errorAnswer(403, 'Your session has expired.');
  if (auth === 'none') return errorAnswer(401, 'Please log in.');
  if (auth.customer_id !== w.customer_id) return errorAnswer(404, 'Appointment not found.');
  return true;
}

async function changeWork(request: Request, params: Record<string, unknown>) {
  const w = world().works.find((x) => x.scheduled_work_id === intParam(params.id));
  if (!w) return errorAnswer(404, 'Appointment not found.');
  const body = await jsonBody(request);
  const allowed = authorizeWork(request, body, w);
  if (allowed !== true) return allowed;
  const config = configFor(request);
  const place = placeOf(w);
  const customer = customerById(w.customer_id)!;

  if (str(body.status)?.toLowerCase() === 'cancelled') {
    if (!isStatus(w, 'scheduled', 'keys_available', 'suggested')) return errorAnswer(400, 'This appointment can no longer be cancelled.');
    const reason = str(body.cancellation_reason)?.trim();
    const details = str(body.cancellation_reason_details)?.trim() ?? null;
    if (!reason) return errorAnswer(400, 'Please choose a reason for cancelling.');
    if (reason === 'Other' && !details) return errorAnswer(400, 'Please tell us why you are cancelling.');
    if (details && details.length > 1020) return errorAnswer(400, 'The details can have at most 1020 characters.');
    let fee = 0;
    if (config.is_charging_cancellation_fee && place && hoursUntilStart(w, place) <= (config.cancellation_cut_off_hours ?? 0)) {
      fee = config.cancellation_fee_amount_dollars ?? 0;
    }
    if (fee > 0 && !customer.has_credit_card) {
      return errorAnswer(400, `In order to cancel your appointment, please call or text us ${config.customer_facing_phone ?? ''}`.trim());
    }
    w.status = 'cancelled';
    w.cancellation_reason = reason;
    w.cancellation_reason_details = details;
    w.cancellation_fee_charged_dollars = fee;
    commit();
    return ok({ Status: 'success', Message: CANCELLED_MESSAGE, scheduled_work: presentWork(w) });
  }

  if ('tip_amount_dollars' in body) {
    if (!(config.enable_hold_for_tip && config.is_accepting_tip && config.is_using_square)) return errorAnswer(400, 'Tips are not accepted for this appointment.');
    if (isStatus(w, 'cancelled') || w.amount_paid_dollars >= w.total_taxed_price_dollars) return errorAnswer(400, 'A tip can no longer be added to this appointment.');
    const tip = num(body.tip_amount_dollars);
    if (tip === undefined || tip < 0 || tip > 10_000) return errorAnswer(400, 'Please enter a valid tip amount.');
    w.tip_amount_dollars = Math.round(tip * 100) / 100;
    recompute(w, config);
    commit();
    return ok({ Status: 'success', Message: 'Tip updated', scheduled_work: presentWork(w) });
  }

  if ('additional_phone_numbers' in body) {
    const list = body.additional_phone_numbers;
    if (!Array.isArray(list) || list.some((p) => p !== false && !(typeof p === 'string' && /^\d{10}$/.test(p)))) {
      return errorAnswer(400, 'Each phone number must have exactly 10 digits.');
    }
    w.additional_phone_numbers = list as (string | false)[];
    commit();
    return ok({ Status: 'success', Message: 'Success! Phone number list updated', scheduled_work: presentWork(w) });
  }

  // Change booking (reschedule).
  if (!isStatus(w, 'scheduled', 'suggested')) return errorAnswer(400, 'This appointment can no longer be changed.');
  if (!place) return errorAnswer(400, 'The appointment has no service location.');
  const date = str(body.new_date) ?? str(body.date) ?? null;
  const start = str(body.planned_arrival_time) ?? str(body.confirmed_appointment_start_time) ?? null;
  if (date) {
    const check = canBook(date, start, dayContext(place, config, w.services, w.scheduled_work_id));
    if (!check.ok) return errorAnswer(409, DOUBLE_BOOKING_ANSWER, { error_code: 'double_booking' });
    w.service_vehicle_id = Number(check.entry.service_vehicle_id);
    w.schedule_instance_id = num(body.schedule_instance_id) ?? check.entry.schedule_instance_id ?? null;
  }
  w.date = date;
  w.plannedArrivalTime = start;
  w.plannedDepartureTime = str(body.planned_departure_time) ?? (start ? addMinutes(start, durationMinutes(w.services)) : null);
  w.confirmed_appointment_start_time = str(body.confirmed_appointment_start_time) ?? null;
  for (const k of ['customer_note', 'waitlist_note', 'key_exchange_note'] as const) if (k in body) w[k] = str(body[k]) ?? null;
  if ('is_handraise' in body) w.is_handraise = body.is_handraise === true;
  if (isStatus(w, 'suggested')) w.status = 'scheduled';
  commit();
  return ok({ Status: 'success', Message: UPDATED_MESSAGE, scheduled_work: presentWork(w) });
}

export const scheduledWorkHandlers = [
  http.post(api('/scheduled-work/cost-preview'), async ({ request }) => {
    const body = await jsonBody(request);
    const items = body.services_data;
    if (!Array.isArray(items) || items.length === 0) return errorAnswer(400, 'services_data must list at least one service.');
    const location = locationById(num(body.client_location_id) ?? MOBILE_LOCATION_ID) ?? locationById(MOBILE_LOCATION_ID)!;
    const address = world().addresses.find((a) => a.customer_address_id === num(body.customer_address_id));
    const vehicle = world().vehicles.find((v) => v.vehicle_id === num(body.vehicle_id));
    const lines = [];
    for (const item of items as Record<string, unknown>[]) {
      const t = offeringTemplate(num(item?.service_offering_id) ?? -1);
      if (!t) return errorAnswer(400, `Unknown service ${JSON.stringify(item?.service_offering_id)}.`);
      lines.push({ ...priceOffering(t, location, vehicle), quantity: num(item.quantity) ?? 1 });
    }
    const totals = computeTotals({ lines, taxRatePercent: address?.tax_rate_percent ?? location.tax_rate_percent ?? 0, config: configFor(request) });
    return ok({
      Status: 'success', Message: '',
      Data: { subtotal_dollars: totals.subtotal_dollars, sales_tax_dollars: totals.sales_tax_dollars, total_taxed_price_dollars: totals.total_taxed_price_dollars },
    });
  }),

  http.get(api('/scheduled-work/:id'), ({ request, params }) => {
    const auth = authOf(request);
    if (auth === 'none') return errorAnswer(401, 'Please log in.');
    if (auth === 'invalid') return errorAnswer(403, 'Your session has expired.');
    const w = world().works.find((x) => x.scheduled_work_id === intParam(params.id) && x.customer_id === auth.customer_id);
    if (!w) return errorAnswer(404, 'Appointment not found.');
    return ok(presentWork(w));
  }),

  // Link pages (reschedule, check-in, approval, receipt): the app compares the customer id itself.
  http.get(api('/scheduled-work/:swId/:customerId'), ({ params }) => {
    const w = world().works.find((x) => x.scheduled_work_id === intParam(params.swId));
    if (!w) return errorAnswer(404, 'Invalid URL');
    return ok(presentWork(w));
  }),

  http.post(api('/booking/scheduled-work'), async ({ request }) => {
    const body = await jsonBody(request);
    const auth = authOf(request);
    if (auth === 'invalid') return errorAnswer(403, 'Your session has expired.');
    const account = (body.account ?? {}) as Record<string, unknown>;
    const customer = typeof auth === 'object' ? auth : customerById(num(account.customer_id) ?? -1);
    if (!customer) return errorAnswer(401, 'Please sign in or continue as a guest first.');
    // One booking per intent: a repeat of an Idempotency-Key this customer already booked with answers that
    // booking again (double clicks, retries after a lost answer, a duplicated tab). Failed attempts keep no key.
    const idempotencyKey = request.headers.get('Idempotency-Key')?.trim() || null;
    if (idempotencyKey) {
      const done = world().works.find((w) => w.idempotency_key === idempotencyKey && w.customer_id === customer.customer_id);
      if (done) return ok({ Status: 'success', Message: 'Your appointment is booked.', newScheduledWork: presentWork(done), scheduledWorks: worksOf(customer.customer_id) });
    }
    const config = configFor(request);

    const clientLocationId = num(body.client_location_id) ?? null;
    const addressId = num(body.customer_address_id) ?? null;
    if (clientLocationId == null && addressId == null) return errorAnswer(400, 'A service location is required.');
    if (clientLocationId != null && !locationById(clientLocationId)?.is_active) return errorAnswer(400, 'Unknown service location.');
    if (addressId != null && !world().addresses.some((a) => a.customer_address_id === addressId && a.customer_id === customer.customer_id && !a.is_deleted)) {
      return errorAnswer(400, 'Unknown address.');
    }
    const place = placeOf({ client_location_id: clientLocationId, customer_address_id: addressId })!;
    const location = place.location;
    if (location.keyosks.length && body.keyosk_id != null && !location.keyosks.some((k) => k.keyosk_id === num(body.keyosk_id))) {
      return errorAnswer(400, 'Unknown keyosk for this location.');
    }

    const vehicleId = num(body.vehicle_id) ?? null;
    let vehicle: Vehicle | undefined;
    if (vehicleId != null) {
      vehicle = world().vehicles.find((v) => v.vehicle_id === vehicleId && v.customer_id === customer.customer_id && !v.is_deleted);
      if (!vehicle) return errorAnswer(400, 'Unknown vehicle.');
    } else if (!config.is_skipping_vehicle) {
      return errorAnswer(400, 'Please choose a vehicle.');
    }

    const inputs = Array.isArray(body.services) ? (body.services as Record<string, unknown>[]) : [];
    if (inputs.length === 0) return errorAnswer(400, 'Please choose at least one service.');
    const lines: ServiceLine[] = [];
    for (const item of inputs) {
      const t = offeringTemplate(num(item?.service_offering_id) ?? -1);
      if (!t) return errorAnswer(400, `Unknown service ${JSON.stringify(item?.service_offering_id)}.`);
      lines.push({
        ...priceOffering(t, location, vehicle), id: nextId(), quantity: Math.max(1, Math.min(6, num(item.quantity) ?? 1)),
        is_upsell: false, upsell_status: null, employee_note: null, quote_option_id: num(item.quote_option_id) ?? null,
      });
    }

    const today = nowIn(place.timeZone).day;
    const code = str(body.coupon_code)?.trim().toUpperCase() || null;
    let coupon: Coupon | undefined;
    if (code) {
      coupon = world().coupons.find((c) => c.coupon_code === code);
      const problem = couponProblem(coupon, customer, lines, clientLocationId, today);
      if (problem) return errorAnswer(400, problem);
    }

    const schedule = (body.schedule ?? {}) as Record<string, unknown>;
    const date = str(schedule.date) || null;
    const start = str(schedule.plannedArrivalTime) || str(schedule.confirmedAppointmentStartTime) || null;
    let entry: { service_vehicle_id?: unknown; schedule_instance_id?: number | null } | undefined;
    if (date) {
      const check = canBook(date, start, dayContext(place, config, lines));
      if (!check.ok) return errorAnswer(409, DOUBLE_BOOKING_ANSWER, { error_code: 'double_booking' });
      entry = check.entry;
    }

    const cardToken = str(body.stripe_token) ? { kind: 'stripe' as const, token: str(body.stripe_token)! } : str(body.square_token) ? { kind: 'square' as const, token: str(body.square_token)! } : undefined;
    if (cardToken && saveCard(customer, cardToken).declined) return errorAnswer(402, INVALID_CARD_ANSWER, { error_code: 'invalid_card' });

    const id = nextId();
    const work: StoredWork = {
      scheduled_work_id: id, customer_id: customer.customer_id, vehicle_id: vehicleId, customer_address_id: addressId, client_location_id: clientLocationId,
      keyosk_id: num(body.keyosk_id) ?? null, parking_id: num(body.parking_id) ?? null, status: 'scheduled', date,
      plannedArrivalTime: start, plannedDepartureTime: str(schedule.plannedDepartureTime) || (start ? addMinutes(start, durationMinutes(lines)) : null),
      confirmed_appointment_start_time: str(schedule.confirmedAppointmentStartTime) || null,
      service_vehicle_id: entry ? Number(entry.service_vehicle_id) : null,
      schedule_instance_id: num(schedule.scheduleInstanceId) ?? entry?.schedule_instance_id ?? null,
      box: null, services: lines, coupon_code: code, coupon_amount_dollars: 0,
      custom_discount_amount_dollars: num(body.customDiscountAmountDollars) ?? 0, custom_discount_reason: str(body.customDiscountReason) ?? null,
      tip_amount_dollars: num(body.tip_amount_dollars) ?? 0,
      subtotal_dollars: 0, sales_tax_dollars: 0, shop_fee_dollars: 0, minimum_service_charge_amount_dollars: 0, total_taxed_price_dollars: 0,
      amount_paid_dollars: 0, tax_rate_percent: place.taxRate, payment_method_id: num(body.payment_method_id) ?? null,
      square_card_id: cardToken?.kind === 'square' ? 'ccof:new' : null, hc_is_complete: false, health_check_url: null, customer_location: null,
      created_at: now().toISOString(), customer_note: str(schedule.customerNote) ?? null, waitlist_note: str(schedule.waitlist_note) ?? null,
      key_exchange_note: str(body.key_exchange_note) ?? null, is_handraise: schedule.is_handraise === true,
      additional_phone_numbers: Array.isArray(body.additional_phone_numbers) ? (body.additional_phone_numbers as (string | false)[]) : [],
      cancellation_reason: null, cancellation_reason_details: null, cancellation_fee_charged_dollars: 0,
      quote_id: num(body.quote_id) ?? null, referrer_code: str(body.referrer_code) ?? null,
      images: Array.isArray(body.images) ? (body.images as { fileName: string; folder: string }[]) : [],
      idempotency_key: idempotencyKey,
    };
    recompute(work, config);
    world().works.push(work);
    world().token_links.push({ token: newToken(`link-${id}`), scheduled_work_id: id, expires_at: new Date(now().getTime() + 30 * 86_400_000).toISOString() });
    world().notifications.push({ kind: 'booking-confirmation', to: customer.email, at: now().toISOString(), detail: String(id) });
    commit();
    return ok({ Status: 'success', Message: 'Your appointment is booked.', newScheduledWork: presentWork(work), scheduledWorks: worksOf(customer.customer_id) });
  }),

  http.put(api('/booking/scheduled-work/:id'), ({ request, params }) => changeWork(request, params)),
  http.post(api('/booking/scheduled-work/:id'), ({ request, params }) => changeWork(request, params)),

  http.post(api('/proactive-scheduling/:swId/:customerId'), async ({ request, params }) => {
    const w = world().works.find((x) => x.scheduled_work_id === intParam(params.swId) && x.customer_id === intParam(params.customerId));
    if (!w) return errorAnswer(404, 'Invalid URL');
    if (!isStatus(w, 'scheduled', 'suggested')) return errorAnswer(400, 'This appointment can no longer be changed.');
    const body = await jsonBody(request);
    const date = str(body.date);
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return errorAnswer(400, 'date must be YYYY-MM-DD.');
    const place = placeOf(w);
    if (!place) return errorAnswer(400, 'The appointment has no service location.');
    const check = canBook(date, null, dayContext(place, configFor(request), w.services, w.scheduled_work_id));
    if (!check.ok) return errorAnswer(409, DATE_FILLED_ANSWER, { error_code: 'date_filled' });
    w.date = date;
    w.service_vehicle_id = Number(check.entry.service_vehicle_id);
    w.schedule_instance_id = check.entry.schedule_instance_id ?? null;
    w.plannedArrivalTime = '09:00';
    w.plannedDepartureTime = '17:00';
    w.status = 'scheduled';
    commit();
    return ok({ Status: 'success', Message: 'Your new date is confirmed.', scheduled_work: presentWork(w) });
  }),

  http.post(api('/checkin/scheduled-work/:id'), async ({ request, params }) => {
    const w = world().works.find((x) => x.scheduled_work_id === intParam(params.id));
    if (!w) return errorAnswer(404, 'Appointment not found.');
    const body = await jsonBody(request);
    if (isStatus(w, 'cancelled')) return errorAnswer(400, 'This appointment was cancelled.');
    if (isStatus(w, 'keys_available', 'finished')) return ok({ Status: 'success', Message: 'Already checked in.', scheduled_work: presentWork(w) });
    if (!isStatus(w, 'scheduled')) return errorAnswer(400, 'This appointment cannot be checked in.');
    if (body.keys_available !== true) return errorAnswer(400, 'keys_available must be true.');
    const marker = body.markerLocation as { lat?: unknown; lng?: unknown } | undefined;
    if (marker && typeof marker.lat === 'number' && typeof marker.lng === 'number') w.customer_location = { lat: marker.lat, lng: marker.lng };
    w.status = 'keys_available';
    commit();
    return ok({ Status: 'success', Message: 'You are checked in. Thank you!', scheduled_work: presentWork(w) });
  }),

  http.post(api('/booking/approve-services/:swId/:customerId'), async ({ request, params }) => {
    const w = world().works.find((x) => x.scheduled_work_id === intParam(params.swId) && x.customer_id === intParam(params.customerId));
    if (!w) return errorAnswer(404, 'Invalid URL');
    const body = await jsonBody(request);
    const responses = body.upsell_responses;
    if (!Array.isArray(responses) || responses.length === 0) return errorAnswer(400, 'upsell_responses must list the answers.');
    for (const r of responses as { id?: unknown; upsell_status?: unknown }[]) {
      const line = w.services.find((l) => l.id === r?.id);
      if (!line || !line.is_upsell || line.upsell_status !== 'pending') return errorAnswer(400, `Service ${JSON.stringify(r?.id)} is not awaiting approval.`);
      if (!['approved', 'rejected', 'future'].includes(String(r.upsell_status))) return errorAnswer(400, `Invalid upsell_status ${JSON.stringify(r.upsell_status)}.`);
    }
    for (const r of responses as { id: number; upsell_status: 'approved' | 'rejected' | 'future' }[]) {
      w.services.find((l) => l.id === r.id)!.upsell_status = r.upsell_status;
    }
    recompute(w, configFor(request));
    commit();
    return ok({ Status: 'success', Message: 'Your services have been approved! Your updated receipt is below.', scheduled_work: presentWork(w) });
  }),
];

