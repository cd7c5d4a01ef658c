/**
 * Scheduled works: M-31, M-32 read; M-48 cost preview; M-37 book (work-booking.ts); M-35/M-36 change, cancel,
 * tip, phone numbers (work-changes.ts); M-34 proactive, M-46 check-in, M-47 approve upsells (work-link-actions.ts).
 */
import { http } from 'msw';
import { world } from '../world';
import { offeringTemplate } from '../world/catalog/offerings';
import { locationById, MOBILE_LOCATION_ID } from '../world/catalog/places';
import { computeTotals, priceOffering } from '../world/pricing';
import { presentWork } from '../world/present';
import { api, authOf, configFor, errorAnswer, intParam, jsonBody, num, ok } from './context';
import { workBookingHandlers } from './work-booking';
import { workChangeHandlers } from './work-changes';
import { workLinkActionHandlers } from './work-link-actions';

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

  ...workBookingHandlers,
  ...workChangeHandlers,
  ...workLinkActionHandlers,
];
