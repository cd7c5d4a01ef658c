/**
 * The initial demo world, built relative to the world's "now" (clock.ts). docs/api.md "Demo data" lists what
 * is here; keep the two in step. The seeders beside this file build its parts; the stable ids are in ../ids.ts.
 */
import { isoDay, now } from '../clock';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN, DEMO_RESET_IDS, DEMO_TOKENS, FLEET_CUSTOMER } from '../ids';
import { seedCoupons } from './seed-coupons';
import { seedCustomers } from './seed-customers';
import { seedQuotes } from './seed-quotes';
import { seedWorks } from './seed-works';
import type { WorldState } from '../types';

export const WORLD_VERSION = 1;

export function seedWorld(): WorldState {
  const today = isoDay(now());
  const { customers, vehicles, addresses } = seedCustomers();
  const coupons = seedCoupons(today);
  const works = seedWorks(today, vehicles, coupons);
  const quotes = seedQuotes(vehicles[0]!, addresses[0]!);

  const inDays = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString();

  return {
    version: WORLD_VERSION,
    seeded_at: now().toISOString(),
    next_id: 20_000,
    customers,
    sessions: { [DEMO_CUSTOMER_TOKEN]: DEMO_CUSTOMER_ID },
    reset_requests: [
      { rp_id: DEMO_RESET_IDS.valid, customer_id: DEMO_CUSTOMER_ID, expires_at: inDays(1), used: false },
      { rp_id: DEMO_RESET_IDS.expired, customer_id: DEMO_CUSTOMER_ID, expires_at: inDays(-1), used: false },
    ],
    subusers: [
      { id: 8101, customer_id: FLEET_CUSTOMER.id, first_name: 'Dana', last_name: 'Driver', username: 'dana.driver@example.com', phone: '5555550121', is_deleted: false },
      { id: 8102, customer_id: FLEET_CUSTOMER.id, first_name: 'Omar', last_name: 'Ops', username: 'omar.ops@example.com', phone: null, is_deleted: false },
      { id: 8103, customer_id: FLEET_CUSTOMER.id, first_name: 'Old', last_name: 'User', username: 'old.user@example.com', phone: null, is_deleted: true },
    ],
    vehicles,
    addresses,
    saved_places: [
      { customer_id: DEMO_CUSTOMER_ID, client_location_id: 1 },
      { customer_id: FLEET_CUSTOMER.id, client_location_id: 1 },
    ],
    works,
    token_links: [
      { token: DEMO_TOKENS.appointment, scheduled_work_id: 5001, expires_at: inDays(30) },
      { token: DEMO_TOKENS.payment, scheduled_work_id: 5008, expires_at: inDays(30) },
      { token: DEMO_TOKENS.expired, scheduled_work_id: 5001, expires_at: inDays(-1) },
    ],
    coupons,
    quotes,
    uploads: [],
    notifications: [],
  };
}
