// @vitest-environment node
/**
 * The HTTP mock back end (scripts/mock-server/start-mock-server.ts): an unknown API call is a 404 (not a 502 from
 * the internal fetch), and POST /__reset leaves no scenario behind (faults, configuration, clock).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../../scripts/mock-server/start-mock-server';

let base = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const started = await startMockServer(0);
  close = started.close;
  base = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
});
afterAll(() => close());

const configuration = () => fetch(`${base}/api/app-z3p-configuration`, { headers: { 'Pro-Name': 'demo' } });

describe('the HTTP mock back end', () => {
  it('answers a call the spec does not have with 404 and says which', async () => {
    const answer = await fetch(`${base}/api/nope?x=1`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ Status: 'error', Message: 'No such API call: GET /api/nope' });
  });

  it('POST /__reset drops the scenario: a fault set before answers normally after', async () => {
    const scenario = { responses: { 'GET /app-z3p-configuration': { status: 500 } } };
    expect((await fetch(`${base}/__scenario`, { method: 'POST', body: JSON.stringify(scenario) })).ok).toBe(true);
    expect((await configuration()).status).toBe(500);
    expect((await fetch(`${base}/__reset`, { method: 'POST' })).ok).toBe(true);
    expect((await configuration()).status).toBe(200);
  });
});
