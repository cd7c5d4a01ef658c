import { describe, expect, it } from 'vitest';
import { decisionsForReports, recordDecisionForReports } from '../../src/app/error-reporting-trail';
import { buildReproDescriptor, configFingerprint, DESCRIPTOR_DECISIONS, readReproDescriptor, redactPath, stepsFromBreadcrumbs } from '../../src/app/repro-descriptor';
import { providerFixtures } from '../../mocks/fixtures/providers';

const demo = providerFixtures.demo!;

describe('repro descriptor of an error report (issue 27 item 4, A-19)', () => {
  it('the fingerprint is 12 hex digits, ignores key order and sentry_dsn, and changes with any other field', () => {
    const fp = configFingerprint(demo);
    expect(fp).toMatch(/^[0-9a-f]{12}$/);
    const reversed = Object.fromEntries(Object.entries(demo).reverse());
    expect(configFingerprint(reversed)).toBe(fp);
    expect(configFingerprint({ ...demo, sentry_dsn: 'http://key@127.0.0.1:9/1' })).toBe(fp);
    expect(configFingerprint({ ...demo, is_hiding_price_in_booking: !demo.is_hiding_price_in_booking })).not.toBe(fp);
    expect(configFingerprint(providerFixtures.acme!)).not.toBe(fp);
  });

  it('a path keeps its words and loses ids, tokens, plates, e-mails and its query', () => {
    expect(redactPath('/booking/scheduled-work')).toBe('/booking/scheduled-work');
    expect(redactPath('/app-z3p-configuration')).toBe('/app-z3p-configuration');
    expect(redactPath('/customer/vehicles/3001?zip=22150')).toBe('/customer/vehicles/{id}');
    expect(redactPath('/password-reset/3f9a0c1e77b24d0e9d2a8c1b5e6f7a80')).toBe('/password-reset/{id}');
    expect(redactPath('/vehicle/plate/ABC123/VA')).toBe('/vehicle/plate/{id}/{id}');
    expect(redactPath('/customer/jo.journey@example.com')).toBe('/customer/{id}');
  });

  it('holds provider, fingerprint, step, rule ids and the redacted call, and nothing personal', () => {
    const d = buildReproDescriptor({
      provider: 'demo',
      config: { ...demo, customer_facing_phone: '(555) 010-0100' },
      step: 'confirm-appointment',
      decisions: [{ step: 'review', rule: 'H-32/H-33', value: 'Jo Journey' } as never],
      call: { method: 'PUT', path: '/customer/4001/token-abc123?email=jo@example.com', status: 500 },
    });
    expect(d).toEqual({
      v: 1,
      provider: 'demo',
      config: configFingerprint({ ...demo, customer_facing_phone: '(555) 010-0100' }),
      step: 'confirm-appointment',
      decisions: [{ step: 'review', rule: 'H-32/H-33' }],
      call: { method: 'PUT', path: '/customer/{id}/{id}', status: 500 },
    });
    expect(JSON.stringify(d)).not.toMatch(/Jo Journey|example\.com|555|4001|abc123/);
  });

  it('reads a descriptor bare, from contexts.repro or extra.repro of an event; anything else is null', () => {
    const d = buildReproDescriptor({ provider: 'demo', config: demo, step: null, decisions: [], call: { method: 'GET', path: '/x', status: 0, kind: 'network' } });
    expect(readReproDescriptor(d)).toEqual(d);
    expect(readReproDescriptor({ event_id: 'e', contexts: { repro: d } })).toEqual(d);
    expect(readReproDescriptor({ extra: { repro: d } })).toEqual(d);
    expect(readReproDescriptor({ provider: 'demo' })).toBeNull();
    expect(readReproDescriptor('demo')).toBeNull();
    expect(readReproDescriptor(null)).toBeNull();
  });

  it('the trail keeps the last decisions that applied a rule, step and rule id only', () => {
    recordDecisionForReports({ stepId: 'place', ruleId: null });
    for (let i = 0; i < DESCRIPTOR_DECISIONS + 2; i++) recordDecisionForReports({ stepId: `s${i}`, ruleId: `R-${i}` });
    const kept = decisionsForReports();
    expect(kept).toHaveLength(DESCRIPTOR_DECISIONS);
    expect(kept[0]).toEqual({ step: 's2', rule: 'R-2' });
    expect(kept.at(-1)).toEqual({ step: `s${DESCRIPTOR_DECISIONS + 1}`, rule: `R-${DESCRIPTOR_DECISIONS + 1}` });
  });

  it('A-19 the way there: the steps the navigation breadcrumbs moved to, in order, a repeat once, no path or query', () => {
    const stepOf = (path: string) => ({ '/pricing/place': 'place', '/pricing/services': 'services', '/pricing/confirm-appointment': 'confirm-appointment' })[path] ?? null;
    const crumbs = [
      { category: 'navigation', data: { from: '/', to: '/pricing/place' } },
      { category: 'fetch', data: { url: '/api/addresses' } },
      { category: 'navigation', data: { from: '/pricing/place', to: '/pricing/services?zip=22150' } },
      { category: 'navigation', data: { from: '/pricing/services', to: '/pricing/services' } },
      { category: 'navigation', data: { to: '/quote/abc123' } },
      { category: 'navigation', data: { to: '/pricing/confirm-appointment' } },
    ];
    expect(stepsFromBreadcrumbs(crumbs, stepOf)).toEqual(['place', 'services', 'confirm-appointment']);
    expect(stepsFromBreadcrumbs(undefined, stepOf)).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({ category: 'navigation', data: { to: i % 2 ? '/pricing/place' : '/pricing/services' } }));
    expect(stepsFromBreadcrumbs(many, stepOf)).toHaveLength(DESCRIPTOR_DECISIONS);
    const read = readReproDescriptor({ contexts: { repro: { ...buildReproDescriptor({ provider: 'demo', config: {}, step: 'place', decisions: [] }), steps: ['place', 7] } } });
    expect(read?.steps).toEqual(['place']);
  });
});
