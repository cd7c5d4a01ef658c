/** M-35/M-36: changing a scheduled work: cancel (with the cut-off fee), tip, phone numbers, reschedule. */
import { http } from 'msw';
import { commit, world } from '../world';
import { now } from '../world/clock';
import { addMinutes, canBook } from '../world/availability';
import { durationMinutes } from '../world/pricing';
import { customerById, presentWork } from '../world/present';
import type { StoredWork } from '../world/types';
import { api, authOf, configFor, errorAnswer, intParam, jsonBody, num, ok, str } from './context';
import { resolveTokenLink } from './token-links';
import { dayContext, DOUBLE_BOOKING_ANSWER, isStatus, placeOf, recompute } from './work-helpers';
import { centsToDollars, dollarsToCents } from '../../src/domain/money';
import { cancellationDecision, hasCardOnFile } from '../../src/domain/cancellation-fee';

const UPDATED_MESSAGE = 'Your booking was successfully updated!';
const CANCELLED_MESSAGE = 'Your booking was successfully cancelled';

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
    // The fee by the app's own rule (the cancel dialog's): elapsed hours to the confirmed start, else the planned one, else 08:00.
    const decision = cancellationDecision({
      policy: { chargesFee: config.is_charging_cancellation_fee, feeDollars: config.cancellation_fee_amount_dollars, cutOffHours: config.cancellation_cut_off_hours },
      appointment: presentWork(w),
      now: now(),
      hasCardOnFile: hasCardOnFile({ appointment: presentWork(w), customer }),
    });
    if (!decision.canCancel) {
      return errorAnswer(400, `In order to cancel your appointment, please call or text us ${config.customer_facing_phone ?? ''}`.trim());
    }
    const fee = decision.feeDollars;
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
    w.tip_amount_dollars = centsToDollars(dollarsToCents(tip));
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

export const workChangeHandlers = [
  http.put(api('/booking/scheduled-work/:id'), ({ request, params }) => changeWork(request, params)),
  http.post(api('/booking/scheduled-work/:id'), ({ request, params }) => changeWork(request, params)),
];
