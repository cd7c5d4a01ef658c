/** M-38 sign-up, M-42 sign-in, M-43 reset link, M-44 reset password, M-45 customer-info. */
import { http } from 'msw';
import { world, commit, newToken, nextId } from '../world';
import { now } from '../world/clock';
import { locationById, MOBILE_LOCATION_ID } from '../world/catalog/places';
import { customerById, publicCustomer, vehiclesOf, worksOf } from '../world/present';
import type { StoredCustomer } from '../world/types';
import { api, errorAnswer, jsonBody, ok, requireCustomer, str, TOKEN_HEADER } from './context';

const INVALID_LOGIN_MESSAGE = 'Invalid username or password.';
const EMAIL_EXISTS_MESSAGE = 'This email is already associated with an account. Please Log In or Reset Password.';

function findByEmail(email: string): StoredCustomer | undefined {
  const e = email.trim().toLowerCase();
  return world().customers.find((c) => c.email.toLowerCase() === e);
}

function openSession(customerId: number): string {
  const token = newToken(`sess-${customerId}`);
  world().sessions[token] = customerId;
  return token;
}

function defaultLocation(c: StoredCustomer) {
  const l = locationById(c.default_client_location_id ?? MOBILE_LOCATION_ID) ?? locationById(MOBILE_LOCATION_ID)!;
  return { short_name: l.short_name, client_location_id: l.client_location_id, state: l.address?.state ?? null };
}

export const authHandlers = [
  http.post(api('/user/sign-in'), async ({ request }) => {
    const body = await jsonBody(request);
    const email = str(body.email);
    const digest = str(body.md5);
    if (!email || !digest) return errorAnswer(400, 'E-mail and password are required.');
    const c = findByEmail(email);
    if (!c || !c.password_md5 || c.password_md5 !== digest.toLowerCase()) return errorAnswer(401, INVALID_LOGIN_MESSAGE);
    const token = openSession(c.customer_id);
    commit();
    return ok(
      {
        token,
        customer: publicCustomer(c),
        vehicles: vehiclesOf(c.customer_id),
        scheduledWorks: worksOf(c.customer_id),
        default_client_location: defaultLocation(c),
      },
      { headers: { [TOKEN_HEADER]: token } },
    );
  }),

  http.post(api('/booking/customer-signup'), async ({ request }) => {
    const body = await jsonBody(request);
    const input = (body.customer ?? {}) as Record<string, unknown>;
    const email = str(input.email)?.trim();
    const first = str(input.first_name)?.trim();
    const last = str(input.last_name)?.trim();
    const phone = str(input.phone)?.trim();
    const digest = str(input.md5);
    if (!email || !first || !last || !phone) return errorAnswer(400, 'First name, last name, e-mail and phone are required.');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return errorAnswer(400, 'Please enter a valid e-mail address.');
    const existing = findByEmail(email);
    if (existing) {
      // Existing e-mail: with the right password it signs in, with a wrong one it answers invalid_password,
      // without a password (guest or none typed) it is a conflict (E-13).
      if (!digest) return errorAnswer(409, EMAIL_EXISTS_MESSAGE, { existing_customer: true });
      if (existing.password_md5 !== digest.toLowerCase()) {
        return ok({ customer_id: null, token: null, vehicles: [], vehicle_id: null, existing_customer: true, invalid_password: true });
      }
      const token = openSession(existing.customer_id);
      commit();
      const vehicles = vehiclesOf(existing.customer_id);
      return ok(
        { customer_id: existing.customer_id, token, vehicles, vehicle_id: vehicles[0]?.vehicle_id ?? null, existing_customer: true, invalid_password: false },
        { headers: { [TOKEN_HEADER]: token } },
      );
    }
    const id = nextId();
    const clientLocationId = typeof input.client_location_id === 'number' ? input.client_location_id : null;
    const fresh: StoredCustomer = {
      customer_id: id,
      first_name: first,
      last_name: last,
      email,
      phone: phone.replace(/^\+1/, '').replace(/\D/g, ''),
      stripe_last4: null,
      stripe_brand: null,
      square_last4: null,
      square_brand: null,
      is_fleet_user: input.is_fleet_user === true,
      fleet_account_name: str(input.fleet_account_name) ?? null,
      default_client_location_id: clientLocationId,
      preferredKeyoskId: null,
      preferredParkingId: null,
      is_guest: !digest,
      password_md5: digest ? digest.toLowerCase() : null,
      has_credit_card: false,
    };
    world().customers.push(fresh);
    const token = openSession(id);
    commit();
    return ok(
      { customer_id: id, token, vehicles: [], vehicle_id: null, existing_customer: false, invalid_password: false },
      { headers: { [TOKEN_HEADER]: token } },
    );
  }),

  http.post(api('/send-reset-link'), async ({ request }) => {
    const body = await jsonBody(request);
    const email = str(body.email);
    if (!email) return errorAnswer(400, 'Please enter your e-mail address.');
    const c = findByEmail(email);
    if (!c) return errorAnswer(404, 'We could not find an account with that e-mail address.');
    const rp_id = newToken('rp');
    world().reset_requests.push({ rp_id, customer_id: c.customer_id, expires_at: new Date(now().getTime() + 86_400_000).toISOString(), used: false });
    world().notifications.push({ kind: 'reset-link', to: c.email, at: now().toISOString(), detail: `/reset-password/${rp_id}` });
    commit();
    return ok({ Status: 'success', Message: 'A link to reset your password has been sent to your e-mail.' });
  }),

  http.post(api('/reset-password'), async ({ request }) => {
    const body = await jsonBody(request);
    const rpId = str(body.rp_id);
    const digest = str(body.md5);
    if (!rpId || !digest) return errorAnswer(400, 'A new password is required.');
    const rq = world().reset_requests.find((r) => r.rp_id === rpId);
    if (!rq || rq.used) return errorAnswer(404, 'This password reset link is invalid.');
    if (new Date(rq.expires_at) < now()) return errorAnswer(400, 'This password reset link has expired. Please request a new one.');
    const c = customerById(rq.customer_id);
    if (!c) return errorAnswer(404, 'This password reset link is invalid.');
    c.password_md5 = digest.toLowerCase();
    c.is_guest = false;
    rq.used = true;
    const token = openSession(c.customer_id);
    commit();
    return ok({ Status: 'success', Message: 'Your password has been reset.', token }, { headers: { [TOKEN_HEADER]: token } });
  }),

  http.get(api('/customer-info'), ({ request }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    // Token refresh: a fresh token in the response header; the old one stays valid.
    const token = openSession(c.customer_id);
    commit();
    return ok(
      { customer: publicCustomer(c), vehicles: vehiclesOf(c.customer_id), scheduled_works: worksOf(c.customer_id) },
      { headers: { [TOKEN_HEADER]: token } },
    );
  }),
];
