import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken, TOKEN_RESPONSE_HEADER } from '../../src/api/client';
import { getProviderConfig } from '../../src/api/configuration';
import { server, useMockServer } from './harness';

useMockServer();

const configAnswer = { z3p_client_name: 'demo', customer_facing_name: 'D', service_locations: ['home'] };

/** Signed in with 'old-token', a call whose answer (after 30 ms) carries a fresh token in the response header. */
function callAnsweringWithFreshToken(): Promise<unknown> {
  setToken('old-token');
  server.use(
    http.get('*/api/app-z3p-configuration', async () => {
      await delay(30);
      return HttpResponse.json(configAnswer, { headers: { [TOKEN_RESPONSE_HEADER]: 'refreshed-token' } });
    }),
  );
  return getProviderConfig();
}

describe('A-30 a fresh token only for the session that made the call', () => {
  it('A-30 A-32 an answer with a fresh token that arrives after the session ended does not sign back in', async () => {
    const call = callAnsweringWithFreshToken();
    clearToken(); // a parallel 403 or a sign-out while the call is on its way
    await call;
    expect(getToken()).toBeNull();
  });

  it('A-30 nor replaces the token of a newer sign-in', async () => {
    const call = callAnsweringWithFreshToken();
    setToken('newer-sign-in');
    await call;
    expect(getToken()).toBe('newer-sign-in');
  });
});
