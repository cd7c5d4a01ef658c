import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ApiError, setProviderName } from '../../src/api/client';
import { getProStatus, getProviderConfig, isChurned } from '../../src/api/configuration';
import { applyScenario } from '../../mocks/scenario';
import { server, useMockServer } from './harness';

useMockServer();

describe('configuration', () => {
  it('M-01 A-28 answers the configuration of the provider named in Pro-Name', async () => {
    setProviderName('acme');
    const config = await getProviderConfig();
    expect(config.z3p_client_name).toBe('acme');
    expect(config.customer_facing_name).toBe('Acme Mobile Mechanics');
    expect(config.service_locations).toEqual(['home']);
  });

  it('M-01 defaults to the demo provider', async () => {
    const config = await getProviderConfig();
    expect(config.z3p_client_name).toBe('demo');
    expect(config.service_locations).toEqual(['home', 'workplace', 'shop']);
  });

  it('M-01 an unknown provider answers 404', async () => {
    setProviderName('nobody');
    await expect(getProviderConfig()).rejects.toMatchObject({ status: 404 });
  });

  it('M-01 merges the scenario config over the fixture', async () => {
    applyScenario({ provider: 'demo', config: { is_hiding_price_in_booking: true, customer_facing_name: 'Preview Co' } });
    const config = await getProviderConfig();
    expect(config.is_hiding_price_in_booking).toBe(true);
    expect(config.customer_facing_name).toBe('Preview Co');
    setProviderName('acme');
    expect((await getProviderConfig()).customer_facing_name).toBe('Acme Mobile Mechanics');
  });

  it('M-01 a malformed configuration becomes an ApiError, not a crash', async () => {
    server.use(http.get('*/api/app-z3p-configuration', () => HttpResponse.json({ customer_facing_name: 42 })));
    const error = await getProviderConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('M-02 A-08 pro status: gone is Churned, demo is Active', async () => {
    expect(await getProStatus('demo')).toEqual({ status: 'Active' });
    const gone = await getProStatus('gone');
    expect(gone.status).toBe('Churned');
    expect(isChurned(gone)).toBe(true);
    await expect(getProStatus('nobody')).rejects.toMatchObject({ status: 404 });
  });
});
