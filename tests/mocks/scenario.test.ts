import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { clearToken, getToken, setApiBase, setProviderName } from '../../src/api/client';
import { getProviderConfig } from '../../src/api/configuration';
import { getCoupon } from '../../src/api/coupons';
import { getClientLocationDetails } from '../../src/api/client-locations';
import { getCustomerInfo } from '../../src/api/customer-info';
import { decodeScenario, encodeScenario, ScenarioDecodeError, type Scenario } from '../../src/api/scenario-codec';
import { server } from '../../mocks/node';
import { applyScenario, clearScenario, currentScenario } from '../../mocks/scenario';
import { resetWorld, world } from '../../mocks/world';
import { now, setClock } from '../../mocks/world/clock';
import { toMswPath } from '../../mocks/handlers/overrides';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';

beforeAll(() => {
  setApiBase('http://localhost/api');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearScenario();
  setClock(undefined);
  resetWorld();
  clearToken();
  setProviderName('demo');
});
afterAll(() => server.close());

describe('scenario codec (src/api/scenario-codec.ts)', () => {
  const s: Scenario = {
    provider: 'acme',
    config: { is_hiding_price_in_booking: true, customer_facing_name: 'Ünïcode Garage' },
    session: 'customer',
    responses: { 'GET /coupon/{code}': { status: 500, body: { Message: 'down' } }, 'POST /user/sign-in': { error: 'network' }, 'GET /service-area': { delay: 300 } },
    now: '2025-03-10T09:00:00-04:00',
  };

  it('round-trips through base64url (no +, /, =)', () => {
    const text = encodeScenario(s);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeScenario(text)).toEqual(s);
  });

  it('explains what is wrong with a bad link', () => {
    expect(() => decodeScenario('***')).toThrow(ScenarioDecodeError);
    expect(() => decodeScenario('***')).toThrow(/not base64url/);
    expect(() => decodeScenario(encodeScenario('x' as never).slice(0, 2))).toThrow(/Invalid preview/);
    const notJson = Buffer.from('{oops').toString('base64url');
    expect(() => decodeScenario(notJson)).toThrow(/not JSON/);
    const badSession = Buffer.from(JSON.stringify({ session: 'admin' })).toString('base64url');
    expect(() => decodeScenario(badSession)).toThrow(/session/);
    const badKey = Buffer.from(JSON.stringify({ responses: { 'coupon/x': { status: 500 } } })).toString('base64url');
    expect(() => decodeScenario(badKey)).toThrow(/METHOD \/path/);
    const badConfig = Buffer.from(JSON.stringify({ config: { scheduling_system: 'sometimes' } })).toString('base64url');
    expect(() => decodeScenario(badConfig)).toThrow(/config\.scheduling_system/);
    const typo = Buffer.from(JSON.stringify({ config: { is_hidding_price: true } })).toString('base64url');
    expect(() => decodeScenario(typo)).toThrow(/is_hidding_price/);
    const badNow = Buffer.from(JSON.stringify({ now: 'tomorrow' })).toString('base64url');
    expect(() => decodeScenario(badNow)).toThrow(/now/);
  });
});

describe('applyScenario', () => {
  it('turns the spec path syntax into MSW paths', () => {
    expect(toMswPath('/client-location/{id}/details')).toBe('/client-location/:id/details');
    expect(toMswPath('/motor/engines/{year}/{makeId}/{modelId}[/{submodelId}]')).toBe('/motor/engines/:year/:makeId/:modelId/:submodelId?');
  });

  it('response overrides: status and body, matched with path parameters', async () => {
    applyScenario({ responses: { 'GET /coupon/{code}': { status: 500, body: { Message: 'Coupon service down' } } } });
    await expect(getCoupon('FIRST15')).rejects.toMatchObject({ status: 500, serverText: 'Coupon service down' });
    await expect(getClientLocationDetails(1)).resolves.toBeTruthy(); // others untouched
  });

  it('response overrides: a network error', async () => {
    applyScenario({ responses: { 'GET /client-location/:id/details': { error: 'network' } } });
    await expect(getClientLocationDetails(1)).rejects.toMatchObject({ kind: 'network' });
  });

  it('response overrides: a delay, then the regular answer', async () => {
    applyScenario({ responses: { 'GET /app-z3p-configuration': { delay: 150 } } });
    const t0 = Date.now();
    await expect(getProviderConfig()).resolves.toMatchObject({ z3p_client_name: 'demo' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
  });

  it('session customer stores the demo token; guest clears it', async () => {
    applyScenario({ session: 'customer' });
    expect(getToken()).toBe(DEMO_CUSTOMER_TOKEN);
    await expect(getCustomerInfo()).resolves.toMatchObject({ customer: { email: 'demo@example.com' } });
    applyScenario({ session: 'guest' });
    expect(getToken()).toBeNull();
  });

  it('now moves the clock; the world is reseeded when the scenario changes, not when re-applied', () => {
    applyScenario({ now: '2030-01-07T15:00:00Z' });
    expect(now().toISOString()).toBe('2030-01-07T15:00:00.000Z');
    expect(world().works.find((w) => w.scheduled_work_id === 5002)!.date).toBe('2030-01-07');
    world().works.push({ ...world().works[0]!, scheduled_work_id: 1 });
    expect(applyScenario({ now: '2030-01-07T15:00:00Z' })).toBe(false);
    expect(world().works.some((w) => w.scheduled_work_id === 1)).toBe(true);
    expect(applyScenario({ now: '2030-01-08T15:00:00Z' })).toBe(true);
    expect(world().works.some((w) => w.scheduled_work_id === 1)).toBe(false);
    expect(currentScenario().now).toBe('2030-01-08T15:00:00Z');
  });

  it('provider config applies to the scenario provider only', async () => {
    applyScenario({ provider: 'acme', config: { is_using_waitlist: true } });
    setProviderName('acme');
    expect((await getProviderConfig()).is_using_waitlist).toBe(true);
    setProviderName('skipper');
    expect((await getProviderConfig()).is_using_waitlist).toBe(false);
  });

  it('a test override (server.use) still wins over the scenario', async () => {
    applyScenario({ responses: { 'GET /coupon/{code}': { status: 500 } } });
    server.use(http.all('*/api/coupon/:code', () => HttpResponse.json({ coupon_code: 'X' })));
    await expect(getCoupon('X')).resolves.toMatchObject({ coupon_code: 'X' });
  });
});
