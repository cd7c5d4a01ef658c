/** M-21 service area, M-22..M-25 addresses, M-61 compatible dates at a home address. */
import { http } from 'msw';
import type { Address } from '../../src/api/entities';
import { commit, nextId, world } from '../world';
import { locationById, MOBILE_LOCATION_ID, serviceArea } from '../world/catalog/places';
import { compatibleDates } from '../world/availability';
import { addressesOf } from '../world/present';
import { api, configFor, creatingCustomerId, errorAnswer, intParam, jsonBody, ok, requireCustomer, str } from './context';
import { parseDatesQuery } from './schedule-helpers';

const REQUIRED_FIELDS_MESSAGE = 'Please fill out all required fields (*)';

function validate(fields: Record<string, unknown>, partial: boolean): string | undefined {
  for (const key of ['address_line_1', 'city', 'state', 'postal_code']) {
    if ((!partial || key in fields) && !str(fields[key])?.trim()) return REQUIRED_FIELDS_MESSAGE;
  }
  const code = str(fields.postal_code)?.trim();
  if (code !== undefined) {
    if (!/^\d{5}$/.test(code)) return `'${code}' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.`;
    if (!serviceArea.some((s) => s.postal_code === code)) return `Sorry, we do not yet do at-home services in ${code}.`;
  }
  return undefined;
}

function derive(a: Address): Address {
  const area = serviceArea.find((s) => s.postal_code === a.postal_code);
  return {
    ...a,
    id: a.customer_address_id,
    country: a.country ?? 'US',
    one_line_human_readable_address: [a.address_line_1, a.address_line_2, a.city, `${a.state} ${a.postal_code}`].filter(Boolean).join(', '),
    tax_rate_percent: area?.tax_rate_percent ?? 6,
    time_zone: area?.time_zone ?? 'America/New_York',
    lat: a.lat ?? 38.8 + (Number(a.postal_code) % 100) / 1000,
    lng: a.lng ?? -77.2 - (Number(a.postal_code) % 70) / 1000,
  };
}

function makePrimary(customerId: number, addressId: number) {
  for (const a of world().addresses) if (a.customer_id === customerId) a.is_primary = a.customer_address_id === addressId;
}

function ownedAddress(request: Request, id: number | undefined): Address | Response {
  const c = requireCustomer(request);
  if (c instanceof Response) return c;
  const a = world().addresses.find((x) => x.customer_address_id === id && x.customer_id === c.customer_id && !x.is_deleted);
  return a ?? errorAnswer(404, 'Address not found.');
}

const ADDRESS_FIELDS = ['display_name', 'address_line_1', 'address_line_2', 'city', 'state', 'postal_code', 'country', 'lat', 'lng', 'serviceability_note'] as const;

function pick(body: Record<string, unknown>): Partial<Address> {
  const out: Record<string, unknown> = {};
  for (const k of ADDRESS_FIELDS) if (k in body) out[k] = typeof body[k] === 'string' ? (body[k] as string).trim() : body[k];
  return out as Partial<Address>;
}

export const addressHandlers = [
  http.get(api('/service-area'), () => ok(serviceArea.map((s) => ({ postal_code: s.postal_code })))),

  http.get(api('/customer/address'), ({ request }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    return ok(addressesOf(c.customer_id));
  }),

  http.post(api('/customer/address'), async ({ request }) => {
    const body = await jsonBody(request);
    const customerId = creatingCustomerId(request, body, 'customer_id is required without a sign-in.');
    if (customerId instanceof Response) return customerId;
    const problem = validate(body, false);
    if (problem) return errorAnswer(400, problem);
    const id = nextId();
    const mine = addressesOf(customerId);
    const address = derive({
      customer_address_id: id,
      customer_id: customerId,
      display_name: null,
      address_line_2: null,
      is_deleted: false,
      is_primary: false,
      serviceability_note: null,
      ...(pick(body) as Pick<Address, 'address_line_1' | 'city' | 'state' | 'postal_code'>),
      state: str(body.state)!.trim().toUpperCase(),
    });
    address.display_name ||= address.address_line_1;
    world().addresses.push(address);
    if (body.is_primary === true || mine.length === 0) makePrimary(customerId, id);
    commit();
    return ok(address);
  }),

  http.put(api('/customer/address/make-primary/:id'), ({ request, params }) => {
    const a = ownedAddress(request, intParam(params.id));
    if (a instanceof Response) return a;
    makePrimary(a.customer_id!, a.customer_address_id);
    commit();
    return ok(addressesOf(a.customer_id!));
  }),

  http.put(api('/customer/address/:id'), async ({ request, params }) => {
    const a = ownedAddress(request, intParam(params.id));
    if (a instanceof Response) return a;
    const body = await jsonBody(request);
    if (body.is_deleted === true) {
      a.is_deleted = true;
      if (a.is_primary) {
        a.is_primary = false;
        const next = addressesOf(a.customer_id!)[0];
        if (next) makePrimary(a.customer_id!, next.customer_address_id);
      }
      commit();
      return ok(a);
    }
    const fields = pick(body);
    const problem = validate(fields as Record<string, unknown>, true);
    if (problem) return errorAnswer(400, problem);
    Object.assign(a, derive({ ...a, ...fields, state: (fields.state ?? a.state).toUpperCase() }));
    if (body.is_primary === true) makePrimary(a.customer_id!, a.customer_address_id);
    commit();
    return ok(a);
  }),

  http.get(api('/customer/address/:id/compatible-dates'), ({ request, params }) => {
    const a = world().addresses.find((x) => x.customer_address_id === intParam(params.id) && !x.is_deleted);
    if (!a) return errorAnswer(404, 'Address not found.');
    const q = parseDatesQuery(request);
    if (q instanceof Response) return q;
    if (!serviceArea.some((s) => s.postal_code === a.postal_code)) return ok([]);
    return ok(
      compatibleDates(q.start, q.end, {
        location: locationById(MOBILE_LOCATION_ID)!,
        timeZone: a.time_zone ?? 'America/New_York',
        config: configFor(request),
        works: world().works,
        durationMinutes: q.minutes,
      }),
    );
  }),
];
