/** M-37: booking a new scheduled work (one per Idempotency-Key), with its coupon, slot and card checks. */
import { http } from 'msw';
import type { Coupon, ServiceLine, Vehicle } from '../../src/api/entities';
import { commit, newToken, nextId, world } from '../world';
import { now } from '../world/clock';
import { offeringTemplate } from '../world/catalog/offerings';
import { locationById, type LocationRecord } from '../world/catalog/places';
import { addMinutes, canBook, nowIn } from '../world/availability';
import { durationMinutes, priceOffering } from '../world/pricing';
import { customerById, presentWork, worksOf } from '../world/present';
import type { StoredCustomer, StoredWork } from '../world/types';
import { api, authOf, configFor, errorAnswer, jsonBody, num, ok, str } from './context';
import { COUPON_INVALID_MESSAGE, couponUsedBy } from './coupons';
import { validateCoupon } from '../../src/domain/coupons';
import { saveCard } from './payments';
import { dayContext, DOUBLE_BOOKING_ANSWER, placeOf, recompute, type Place } from './work-helpers';

const COUPON_USED_ANSWER = 'Sorry, this coupon has already been used';
const INVALID_CARD_ANSWER = 'Invalid Credit Card';

/** The coupon's problem on a new booking, by the app's own rules (src/domain/coupons.ts), in the server's words. */
function couponProblem(c: Coupon | undefined, customer: StoredCustomer, lines: ServiceLine[], clientLocationId: number | null, today: string): string | undefined {
  if (!c) return COUPON_INVALID_MESSAGE;
  const check = validateCoupon(c, { today, cartServiceOfferingIds: lines.map((l) => l.service_offering_id), clientLocationId });
  if (!check.ok) return COUPON_INVALID_MESSAGE;
  return couponUsedBy(customer.customer_id, c) ? COUPON_USED_ANSWER : undefined;
}

/** Where the booking is served: an active client location or one of the customer's addresses (and a keyosk of it). */
function bookingPlace(body: Record<string, unknown>, customer: StoredCustomer): { place: Place; clientLocationId: number | null; addressId: number | null } | Response {
  const clientLocationId = num(body.client_location_id) ?? null;
  const addressId = num(body.customer_address_id) ?? null;
  if (clientLocationId == null && addressId == null) return errorAnswer(400, 'A service location is required.');
  if (clientLocationId != null && !locationById(clientLocationId)?.is_active) return errorAnswer(400, 'Unknown service location.');
  if (addressId != null && !world().addresses.some((a) => a.customer_address_id === addressId && a.customer_id === customer.customer_id && !a.is_deleted)) {
    return errorAnswer(400, 'Unknown address.');
  }
  const place = placeOf({ client_location_id: clientLocationId, customer_address_id: addressId })!;
  if (place.location.keyosks.length && body.keyosk_id != null && !place.location.keyosks.some((k) => k.keyosk_id === num(body.keyosk_id))) {
    return errorAnswer(400, 'Unknown keyosk for this location.');
  }
  return { place, clientLocationId, addressId };
}

/** The booked services priced for the place and vehicle, each with a new line id (quantity 1..6). */
function bookedLines(body: Record<string, unknown>, location: LocationRecord, vehicle: Vehicle | undefined): ServiceLine[] | Response {
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
  return lines;
}

export const workBookingHandlers = [
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

    const where = bookingPlace(body, customer);
    if (where instanceof Response) return where;
    const { place, clientLocationId, addressId } = where;
    const location = place.location;

    const vehicleId = num(body.vehicle_id) ?? null;
    let vehicle: Vehicle | undefined;
    if (vehicleId != null) {
      vehicle = world().vehicles.find((v) => v.vehicle_id === vehicleId && v.customer_id === customer.customer_id && !v.is_deleted);
      if (!vehicle) return errorAnswer(400, 'Unknown vehicle.');
    } else if (!config.is_skipping_vehicle) {
      return errorAnswer(400, 'Please choose a vehicle.');
    }

    const lines = bookedLines(body, location, vehicle);
    if (lines instanceof Response) return lines;

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
];
