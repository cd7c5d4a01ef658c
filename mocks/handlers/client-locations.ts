/**
 * M-17 list, M-18 details, M-19 priced offerings, M-39 keyosks, M-40 parking, M-41 parking zone,
 * M-60 compatible dates at a location, M-26/M-27 saved workplace/shop places.
 */
import { http } from 'msw';
import { commit, world } from '../world';
import { locationById, locations, publicLocation } from '../world/catalog/places';
import { compatibleDates } from '../world/availability';
import { offeringsFor } from '../world/pricing';
import { publicCustomer } from '../world/present';
import { api, configFor, errorAnswer, intParam, jsonBody, num, ok, requireCustomer } from './context';
import { parseDatesQuery } from './schedule-helpers';

function activeLocation(id: unknown) {
  const l = locationById(intParam(id) ?? -1);
  return l && l.is_active ? l : undefined;
}

function vehicleParam(request: Request) {
  const raw = new URL(request.url).searchParams.get('vehicle_id');
  if (raw === null || raw === '' || raw === 'null' || raw === 'undefined') return { vehicle: undefined };
  const id = Number(raw);
  const vehicle = world().vehicles.find((v) => v.vehicle_id === id);
  return vehicle ? { vehicle } : { error: errorAnswer(404, 'Vehicle not found.') };
}

export const clientLocationHandlers = [
  http.get(api('/client-location'), ({ request }) => {
    const raw = new URL(request.url).searchParams.get('filter');
    let filter: { is_active?: boolean } = {};
    if (raw) {
      try {
        filter = JSON.parse(raw) as { is_active?: boolean };
      } catch {
        return errorAnswer(400, 'filter must be JSON.');
      }
    }
    const modes = configFor(request).service_locations;
    const list = locations
      .filter((l) => (filter.is_active === undefined ? true : l.is_active === filter.is_active))
      .filter((l) => (l.location_type === 'mobile' ? modes.includes('home') : modes.includes(l.location_type as 'workplace' | 'shop')))
      .map(publicLocation)
      .sort((a, b) => a.long_name.localeCompare(b.long_name));
    return ok(list);
  }),

  http.get(api('/client-location/:id/details'), ({ request, params }) => {
    const l = activeLocation(params.id);
    if (!l) return errorAnswer(404, 'Location not found.');
    const v = vehicleParam(request);
    if (v.error) return v.error;
    return ok({ client_location: publicLocation(l), keyosks: l.keyosks, parking_zones: l.parking_zones });
  }),

  http.get(api('/client-location/:id/priced-service-offerings'), ({ request, params }) => {
    const l = activeLocation(params.id);
    if (!l) return errorAnswer(404, 'Location not found.');
    const v = vehicleParam(request);
    if (v.error) return v.error;
    return ok({ service_offerings: offeringsFor(l, v.vehicle, configFor(request)) });
  }),

  http.get(api('/client-location/:id/keyosk'), ({ params }) => {
    const l = activeLocation(params.id);
    if (!l) return errorAnswer(404, 'Location not found.');
    return ok(l.keyosks);
  }),

  http.get(api('/client-location/:id/parking'), ({ params }) => {
    const l = activeLocation(params.id);
    if (!l) return errorAnswer(404, 'Location not found.');
    return ok(l.parking_zones);
  }),

  http.get(api('/parking/:id'), ({ params }) => {
    const id = intParam(params.id);
    const zone = locations.flatMap((l) => l.parking_zones).find((p) => p.parking_id === id);
    if (!zone) return errorAnswer(404, 'Parking zone not found.');
    return ok(zone);
  }),

  http.get(api('/client-location/:id/compatible-dates'), ({ request, params }) => {
    const l = activeLocation(params.id);
    if (!l) return errorAnswer(404, 'Location not found.');
    const q = parseDatesQuery(request);
    if (q instanceof Response) return q;
    return ok(
      compatibleDates(q.start, q.end, {
        location: l,
        timeZone: l.time_zone ?? 'America/New_York',
        config: configFor(request),
        works: world().works,
        durationMinutes: q.minutes,
      }),
    );
  }),

  http.put(api('/customer/client-location/:id'), async ({ request, params }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    const l = activeLocation(params.id);
    if (!l || l.location_type === 'mobile') return errorAnswer(404, 'Location not found.');
    const body = await jsonBody(request);
    const keyoskId = num(body.keyosk_id);
    const parkingId = num(body.parking_id);
    if (keyoskId !== undefined && !l.keyosks.some((k) => k.keyosk_id === keyoskId)) return errorAnswer(400, 'Unknown keyosk for this location.');
    if (parkingId !== undefined && !l.parking_zones.some((p) => p.parking_id === parkingId)) return errorAnswer(400, 'Unknown parking zone for this location.');
    const w = world();
    if (!w.saved_places.some((p) => p.customer_id === c.customer_id && p.client_location_id === l.client_location_id)) {
      w.saved_places.push({ customer_id: c.customer_id, client_location_id: l.client_location_id });
    }
    c.default_client_location_id = l.client_location_id;
    if (keyoskId !== undefined) c.preferredKeyoskId = keyoskId;
    if (parkingId !== undefined) c.preferredParkingId = parkingId;
    commit();
    return ok({ Status: 'success', Message: 'Location saved.', customer: publicCustomer(c) });
  }),

  http.put(api('/customer/delete-client-location'), async ({ request }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    const body = await jsonBody(request);
    const id = num(body.client_location_id) ?? c.default_client_location_id ?? undefined;
    const w = world();
    const before = w.saved_places.length;
    w.saved_places = w.saved_places.filter((p) => !(p.customer_id === c.customer_id && p.client_location_id === id));
    if (before === w.saved_places.length && c.default_client_location_id !== id) return errorAnswer(404, 'That location is not saved.');
    if (c.default_client_location_id === id) {
      c.default_client_location_id = null;
      c.preferredKeyoskId = null;
      c.preferredParkingId = null;
    }
    commit();
    return ok({ Status: 'success', Message: 'Location removed.', customer: publicCustomer(c) });
  }),
];
