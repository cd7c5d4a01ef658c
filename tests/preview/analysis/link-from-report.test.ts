import { describe, expect, it } from 'vitest';
import { providerFixtures } from '../../../mocks/fixtures/providers';
import { decodeScenario } from '../../../src/api/scenario-codec';
import { buildReproDescriptor } from '../../../src/app/repro-descriptor';
import { linkFromReport } from '../../../preview/analysis/link-from-report';
import { formFromLink } from '../../../preview/scenario-builder';

const ORIGIN = 'http://localhost:5173';
const demo = providerFixtures.demo!;

const report = (over: Partial<Parameters<typeof buildReproDescriptor>[0]> = {}) =>
  buildReproDescriptor({
    provider: 'demo',
    config: { ...demo, sentry_dsn: 'http://key@127.0.0.1:9/1' },
    step: 'confirm-appointment',
    decisions: [{ step: 'review', rule: 'G-07' }],
    call: { method: 'POST', path: '/booking/scheduled-work', status: 500 },
    ...over,
  });

function scenarioOf(link: string) {
  const url = new URL(link);
  return { path: url.pathname, scenario: decodeScenario(url.searchParams.get('preview')!) };
}

describe('linkFromReport (issue 27 item 4)', () => {
  it('an event as the receiver gets it → the provider, the step’s path and the failing call as a fault', () => {
    const event = { event_id: 'abc', contexts: { repro: report() }, exception: { values: [{ type: 'ApiError' }] } };
    const got = linkFromReport(JSON.stringify(event), ORIGIN);
    expect(got).toHaveProperty('link');
    const { path, scenario } = scenarioOf((got as { link: string }).link);
    expect(path).toBe('/pricing/confirm-appointment');
    expect(scenario).toEqual({ provider: 'demo', responses: { 'POST /booking/scheduled-work': { status: 500 } } });
  });

  it('the bare descriptor works too; a redacted id is the mock’s own key; no answer is a network fault', () => {
    const got = linkFromReport(JSON.stringify(report({ step: null, call: { method: 'GET', path: '/client-location/{id}/details', status: 0, kind: 'network' } })), ORIGIN);
    const { path, scenario } = scenarioOf((got as { link: string }).link);
    expect(path).toBe('/');
    const [key, fault] = Object.entries(scenario.responses ?? {})[0]!;
    expect(key).toBe('GET /client-location/:id/details');
    expect(fault).toEqual({ error: 'network' });
  });

  it('a configuration no fixture has: says the configuration is needed', () => {
    const got = linkFromReport(JSON.stringify(report({ config: { ...demo, is_hiding_price_in_booking: !demo.is_hiding_price_in_booking } })), ORIGIN);
    expect(got).toEqual({ error: expect.stringMatching(/configuration is needed/) });
    expect(linkFromReport(JSON.stringify(report({ provider: 'bayside' })), ORIGIN)).toEqual({ error: expect.stringMatching(/configuration is needed/) });
  });

  it('text that is not a report is null: a link, other JSON, not JSON', () => {
    expect(linkFromReport(`${ORIGIN}/?preview=e30`, ORIGIN)).toBeNull();
    expect(linkFromReport('{"provider":"demo"}', ORIGIN)).toBeNull();
    expect(linkFromReport('{ not json', ORIGIN)).toBeNull();
  });

  it('formFromLink opens a pasted report as the workspace’s form', () => {
    const got = formFromLink(JSON.stringify({ contexts: { repro: report() } }), ORIGIN);
    expect(got).toHaveProperty('form');
    const { form } = got as { form: { provider: string; path: string; faults: Array<{ key: string; status: string }> } };
    expect(form.provider).toBe('demo');
    expect(form.path).toBe('/pricing/confirm-appointment');
    expect(form.faults).toEqual([expect.objectContaining({ key: 'POST /booking/scheduled-work', kind: 'status', status: '500' })]);
  });
});
