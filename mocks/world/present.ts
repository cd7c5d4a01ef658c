/** Joins stored records into the API's answer shapes. */
import type { Customer, ScheduledWork } from '../../src/api/entities';
import { paymentMethods } from './catalog/misc';
import { locationById, publicLocation } from './catalog/places';
import { world } from './index';
import type { StoredCustomer, StoredWork } from './types';

export function publicCustomer(c: StoredCustomer): Customer {
  const { password_md5: _p, has_credit_card: _h, ...rest } = c;
  return rest;
}

export function customerById(id: number): StoredCustomer | undefined {
  return world().customers.find((c) => c.customer_id === id);
}

export function vehiclesOf(customerId: number) {
  return world()
    .vehicles.filter((v) => v.customer_id === customerId && !v.is_deleted)
    .sort((a, b) => (a.display_name ?? '').localeCompare(b.display_name ?? ''));
}

export function addressesOf(customerId: number) {
  return world()
    .addresses.filter((a) => a.customer_id === customerId && !a.is_deleted)
    .sort((a, b) => (a.display_name ?? '').localeCompare(b.display_name ?? ''));
}

export function presentWork(w: StoredWork): ScheduledWork {
  const state = world();
  const c = customerById(w.customer_id);
  const location = w.client_location_id != null ? locationById(w.client_location_id) : undefined;
  const coupon = w.coupon_code ? state.coupons.find((x) => x.coupon_code === w.coupon_code) : undefined;
  const method = paymentMethods.find((m) => m.payment_method_id === w.payment_method_id);
  const {
    keyosk_id, parking_id, customer_address_id, payment_method_id: _pm, referrer_code: _r, images: _i, idempotency_key: _k, ...rest
  } = w;
  return {
    ...rest,
    id: w.scheduled_work_id,
    customer: c ? publicCustomer(c) : null,
    vehicle: w.vehicle_id != null ? (state.vehicles.find((v) => v.vehicle_id === w.vehicle_id) ?? null) : null,
    client_location: location ? publicLocation(location) : null,
    customer_address: customer_address_id != null ? (state.addresses.find((a) => a.customer_address_id === customer_address_id) ?? null) : null,
    keyosk: location?.keyosks.find((k) => k.keyosk_id === keyosk_id) ?? null,
    parking: location?.parking_zones.find((p) => p.parking_id === parking_id) ?? null,
    coupon_detail: coupon ?? null,
    payment_method: method ? { is_stripe: method.is_stripe, is_square: method.is_square, name: method.name } : null,
    has_credit_card: c?.has_credit_card ?? false,
  };
}

export function worksOf(customerId: number): ScheduledWork[] {
  return world()
    .works.filter((w) => w.customer_id === customerId)
    .sort((a, b) => (b.date ?? '9999').localeCompare(a.date ?? '9999'))
    .map(presentWork);
}
