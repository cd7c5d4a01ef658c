/** The link pages' actions on a scheduled work: M-34 proactive date, M-46 check-in, M-47 approve upsells. */
import { http } from 'msw';
import { commit, world } from '../world';
import { canBook } from '../world/availability';
import { presentWork } from '../world/present';
import { api, configFor, errorAnswer, intParam, jsonBody, ok, str } from './context';
import { dayContext, isStatus, placeOf, recompute } from './work-helpers';

const DATE_FILLED_ANSWER = 'The date you selected has filled and is no longer available. Please log in and choose another date.';

export const workLinkActionHandlers = [
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
