import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../src/api/client';
import { customerSignup, hashPassword, resetPassword, sendResetLink, signIn, signOut } from '../../src/api/auth';
import { getCustomerInfo } from '../../src/api/customer-info';
import { setProviderName } from '../../src/api/client';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_TOKEN, DEMO_RESET_IDS, FLEET_CUSTOMER } from '../../mocks/world/ids';
import { world } from '../../mocks/world';
import { useMockServer } from './harness';

useMockServer();

const newCustomer = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+15555550199', client_location_id: null,
  how_did_hear: 'Google', fleet_account_name: null, is_fleet_user: false, ...extra,
});

describe('sign-in (M-42)', () => {
  it('J-03 J-06 M-42 signs in the demo customer and stores the token', async () => {
    const answer = await signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    expect(answer.customer.customer_id).toBe(DEMO_CUSTOMER_ID);
    expect(answer.vehicles.length).toBeGreaterThanOrEqual(3);
    expect(answer.scheduledWorks.map((w) => w.status.toLowerCase())).toEqual(
      expect.arrayContaining(['scheduled', 'keys_available', 'suggested', 'finished', 'cancelled']),
    );
    expect(answer.default_client_location).toMatchObject({ client_location_id: 1, short_name: 'Acme HQ', state: 'VA' });
    expect(getToken()).toBe(answer.token);
  });

  it('J-01 e-mail is matched ignoring case', async () => {
    await expect(signIn({ email: DEMO_CUSTOMER_EMAIL.toUpperCase(), password: DEMO_CUSTOMER_PASSWORD })).resolves.toBeTruthy();
  });

  it('J-04 M-42 a wrong password answers 401 "Invalid username or password." and stores nothing', async () => {
    await expect(signIn({ email: DEMO_CUSTOMER_EMAIL, password: 'wrong' })).rejects.toMatchObject({ status: 401, serverText: 'Invalid username or password.' });
    await expect(signIn({ email: 'nobody@example.com', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });

  it('J-12 sign-out clears the token', async () => {
    await signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    signOut();
    expect(getToken()).toBeNull();
  });
});

describe('customer-info (M-45)', () => {
  it('K-02 M-45 answers customer, vehicles and scheduled works of the signed-in customer', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const info = await getCustomerInfo();
    expect(info.customer.email).toBe(DEMO_CUSTOMER_EMAIL);
    expect(info.vehicles.every((v) => v.customer_id === DEMO_CUSTOMER_ID && !v.is_deleted)).toBe(true);
    expect(info.scheduled_works.length).toBeGreaterThanOrEqual(8);
    const upsells = info.scheduled_works.flatMap((w) => w.services).filter((s) => s.is_upsell).map((s) => s.upsell_status);
    expect(upsells).toEqual(expect.arrayContaining(['pending', 'future', 'rejected']));
  });

  it('K-03 M-45 without a token answers 401', async () => {
    await expect(getCustomerInfo()).rejects.toMatchObject({ status: 401 });
  });
});

describe('sign-up (M-38)', () => {
  it('E-09 E-12 M-38 creates a customer and stores the token', async () => {
    const answer = await customerSignup({ customer: { ...newCustomer(), password: 'secret1' }, pricing: { subtotal: 0 } });
    expect(answer).toMatchObject({ existing_customer: false, invalid_password: false, vehicle_id: null, vehicles: [] });
    expect(answer.customer_id).toBeGreaterThan(0);
    expect(getToken()).toBe(answer.token);
    const stored = world().customers.find((c) => c.customer_id === answer.customer_id)!;
    expect(stored.password_md5).toBe(hashPassword('secret1'));
    expect(stored.phone).toBe('5555550199');
  });

  it('E-11 E-23 M-38 a guest (no password) gets an account without password', async () => {
    const answer = await customerSignup({ customer: newCustomer({ email: 'guest@example.com' }) });
    expect(answer.token).toBeTruthy();
    expect(world().customers.find((c) => c.customer_id === answer.customer_id)).toMatchObject({ is_guest: true, password_md5: null });
  });

  it('M-38 E-13 sign-up with an existing e-mail answers 409', async () => {
    await expect(customerSignup({ customer: newCustomer({ email: DEMO_CUSTOMER_EMAIL }) })).rejects.toMatchObject({
      status: 409,
      serverText: 'This email is already associated with an account. Please Log In or Reset Password.',
    });
  });

  it('M-38 E-15 an existing e-mail with a wrong password answers invalid_password', async () => {
    const answer = await customerSignup({ customer: { ...newCustomer({ email: DEMO_CUSTOMER_EMAIL }), password: 'nope' } });
    expect(answer).toMatchObject({ existing_customer: true, invalid_password: true, token: null });
    expect(getToken()).toBeNull();
  });

  it('M-38 an existing e-mail with the right password signs in (existing_customer)', async () => {
    const answer = await customerSignup({ customer: { ...newCustomer({ email: FLEET_CUSTOMER.email }), password: FLEET_CUSTOMER.password } });
    expect(answer).toMatchObject({ existing_customer: true, invalid_password: false, customer_id: FLEET_CUSTOMER.id, vehicle_id: 3101 });
    expect(getToken()).toBe(answer.token);
  });

  it('E-16 M-38 missing fields answer 400', async () => {
    await expect(customerSignup({ customer: newCustomer({ first_name: ' ' }) })).rejects.toMatchObject({ status: 400 });
  });
});

describe('password reset (M-43, M-44)', () => {
  it('J-13 M-43 sends a reset link to a known e-mail', async () => {
    const answer = await sendResetLink(DEMO_CUSTOMER_EMAIL);
    expect(answer.Status).toBe('success');
    expect(world().notifications.at(-1)).toMatchObject({ kind: 'reset-link', to: DEMO_CUSTOMER_EMAIL });
  });

  it('J-14 M-43 an unknown e-mail answers 404 with a message', async () => {
    await expect(sendResetLink('nobody@example.com')).rejects.toMatchObject({ status: 404, serverText: expect.stringContaining('could not find') });
  });

  it('J-16 J-18 M-44 resets the password, answers a token and signs in with the new password', async () => {
    const answer = await resetPassword({ rp_id: DEMO_RESET_IDS.valid, password: 'brand-new' });
    expect(answer.Status).toBe('success');
    expect(getToken()).toBe(answer.token);
    await expect(signIn({ email: DEMO_CUSTOMER_EMAIL, password: 'brand-new' })).resolves.toBeTruthy();
    await expect(resetPassword({ rp_id: DEMO_RESET_IDS.valid, password: 'again' })).rejects.toMatchObject({ status: 404 });
  });

  it('J-17 M-44 an expired reset link answers 400 with the message', async () => {
    await expect(resetPassword({ rp_id: DEMO_RESET_IDS.expired, password: 'x' })).rejects.toMatchObject({ status: 400, serverText: expect.stringContaining('expired') });
  });

  it('works for every provider (Pro-Name does not change accounts)', async () => {
    setProviderName('fleetco');
    await expect(signIn({ email: FLEET_CUSTOMER.email, password: FLEET_CUSTOMER.password })).resolves.toBeTruthy();
  });
});
