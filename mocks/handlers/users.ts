/** M-55 subusers list, M-56 create, M-57 update (make_primary swaps), M-58 update customer, M-59 remove user. */
import { http } from 'msw';
import type { Subuser } from '../../src/api/users';
import { commit, nextId, world } from '../world';
import { publicCustomer } from '../world/present';
import type { StoredCustomer } from '../world/types';
import { api, configFor, errorAnswer, intParam, jsonBody, ok, requireCustomer, str } from './context';

const REMOVE_PRIMARY_MESSAGE = 'Must switch primary account owner before removing.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailTaken(email: string, except: { customerId?: number; subuserId?: number }): boolean {
  const e = email.toLowerCase();
  const w = world();
  return (
    w.customers.some((c) => c.email.toLowerCase() === e && c.customer_id !== except.customerId) ||
    w.subusers.some((s) => !s.is_deleted && s.username.toLowerCase() === e && s.id !== except.subuserId)
  );
}

function ownSubuser(c: StoredCustomer, id: number | undefined): Subuser | undefined {
  return world().subusers.find((s) => s.id === id && s.customer_id === c.customer_id && !s.is_deleted);
}

function phoneDigits(v: unknown): string | null | undefined {
  if (v === null) return null;
  const s = str(v);
  if (s === undefined) return undefined;
  const d = s.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

export const userHandlers = [
  http.get(api('/customer/:id/subusers'), ({ request, params }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    if (intParam(params.id) !== c.customer_id) return errorAnswer(404, 'Customer not found.');
    return ok(world().subusers.filter((s) => s.customer_id === c.customer_id && !s.is_deleted));
  }),

  http.post(api('/subuser'), async ({ request }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    if (!configFor(request).allows_subusers) return errorAnswer(400, 'Additional users are not enabled for this account.');
    const body = await jsonBody(request);
    const first = str(body.first_name)?.trim();
    const email = str(body.username ?? body.email)?.trim();
    if (!first) return errorAnswer(400, 'First name is required.');
    if (!email || !EMAIL.test(email)) return errorAnswer(400, 'Invalid email address');
    if (emailTaken(email, {})) return errorAnswer(409, 'A user with this e-mail already exists.');
    const user: Subuser = {
      id: nextId(), customer_id: c.customer_id, first_name: first, last_name: str(body.last_name)?.trim() ?? null,
      username: email, phone: phoneDigits(body.phone) ?? null, is_deleted: false,
    };
    world().subusers.push(user);
    commit();
    return ok(user);
  }),

  http.post(api('/subuser/:id'), async ({ request, params }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    const user = ownSubuser(c, intParam(params.id));
    if (!user) return errorAnswer(404, 'User not found.');
    const body = await jsonBody(request);
    if (body.make_primary === true) {
      // Hand the primary contact over: swap the contact fields.
      const old = { first_name: c.first_name, last_name: c.last_name, email: c.email, phone: c.phone ?? null };
      c.first_name = user.first_name;
      c.last_name = user.last_name ?? '';
      c.email = user.username;
      c.phone = user.phone ?? c.phone;
      Object.assign(user, { first_name: old.first_name, last_name: old.last_name, username: old.email, phone: old.phone });
      commit();
      return ok(user);
    }
    const email = str(body.username ?? body.email)?.trim();
    if (email !== undefined && !EMAIL.test(email)) return errorAnswer(400, 'Invalid email address');
    if (email && emailTaken(email, { subuserId: user.id })) return errorAnswer(409, 'A user with this e-mail already exists.');
    if (body.first_name !== undefined && !str(body.first_name)?.trim()) return errorAnswer(400, 'First name is required.');
    if (body.first_name !== undefined) user.first_name = str(body.first_name)!.trim();
    if (body.last_name !== undefined) user.last_name = str(body.last_name)?.trim() ?? null;
    if (email) user.username = email;
    const phone = phoneDigits(body.phone);
    if (phone !== undefined) user.phone = phone;
    commit();
    return ok(user);
  }),

  http.post(api('/customer/:id'), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === undefined) return undefined; // not ours (e.g. /customer/address)
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    if (id !== c.customer_id) return errorAnswer(404, 'Customer not found.');
    const body = await jsonBody(request);
    const email = str(body.email)?.trim();
    if (email !== undefined && !EMAIL.test(email)) return errorAnswer(400, 'Invalid email address');
    if (email && emailTaken(email, { customerId: c.customer_id })) return errorAnswer(409, 'A user with this e-mail already exists.');
    for (const k of ['first_name', 'last_name'] as const) {
      if (body[k] !== undefined) {
        const v = str(body[k])?.trim();
        if (!v) return errorAnswer(400, 'Required');
        c[k] = v;
      }
    }
    if (email) c.email = email;
    const phone = phoneDigits(body.phone);
    if (phone !== undefined) {
      if (!phone || phone.length !== 10) return errorAnswer(400, 'Invalid phone length');
      c.phone = phone;
    }
    commit();
    return ok(publicCustomer(c));
  }),

  http.post(api('/user/:id'), async ({ request, params }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    const id = intParam(params.id);
    const body = await jsonBody(request);
    if (body.is_deleted !== true) return errorAnswer(400, 'Only is_deleted: true is supported.');
    if (id === c.customer_id) return errorAnswer(400, REMOVE_PRIMARY_MESSAGE);
    const user = ownSubuser(c, id);
    if (!user) return errorAnswer(404, 'User not found.');
    user.is_deleted = true;
    commit();
    return ok(user);
  }),
];
