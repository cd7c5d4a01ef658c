/**
 * Issue 27, item 1: a repro link may name a provider that is not a fixture when it carries that provider's whole
 * configuration; the mock back end then answers as it (M-01, M-02). Without one it still refuses (404).
 */
import { describe, expect, it } from 'vitest';
import { ApiError, setProviderName } from '../../src/api/client';
import { getProStatus, getProviderConfig } from '../../src/api/configuration';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { knowsProvider } from '../../mocks/handlers/context';
import { applyScenario } from '../../mocks/scenario';
import { useMockServer } from '../api/harness';

useMockServer();

const bayside = { ...providerFixtures.demo!, z3p_client_name: 'bayside', customer_facing_name: 'Bayside Mobile Detailing' };

describe('a provider carried by the scenario', () => {
  it('M-01 M-02 answers with the carried configuration and an active pro status', async () => {
    applyScenario({ provider: 'bayside', config: bayside });
    setProviderName('bayside');
    const config = await getProviderConfig();
    expect(config.customer_facing_name).toBe('Bayside Mobile Detailing');
    expect(config.z3p_client_name).toBe('bayside');
    expect((await getProStatus('bayside')).status).toBe('Active');
    expect(knowsProvider('bayside')).toBe(true);
  });

  it('M-01 refuses a provider the scenario names without its whole configuration (404, no stand-in)', async () => {
    applyScenario({ provider: 'bayside', config: { customer_facing_name: 'Bayside Mobile Detailing' } });
    setProviderName('bayside');
    const failure = await getProviderConfig().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(knowsProvider('bayside')).toBe(false);
  });

  it('a whole configuration under another name than the link’s provider is not carried', () => {
    applyScenario({ provider: 'bayside', config: { ...bayside, z3p_client_name: 'harbor' } });
    expect(knowsProvider('bayside')).toBe(false);
    expect(knowsProvider('harbor')).toBe(false);
    expect(knowsProvider('demo')).toBe(true);
  });
});
