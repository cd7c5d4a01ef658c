import { describe, expect, it } from 'vitest';
import { decodeScenario } from '../../src/api/scenario-codec';
import {
  buildScenario,
  DEFAULT_PATH,
  formFromLink,
  reproLink,
  zonedLocalToIso,
  type PreviewForm,
} from '../../preview/scenario-builder';

const base: PreviewForm = {
  provider: 'demo',
  config: {},
  session: 'guest',
  faults: [],
  clock: '',
  zone: 'America/New_York',
  path: DEFAULT_PATH,
};

describe('zonedLocalToIso', () => {
  it('reads the wall time in the chosen zone (daylight saving included) or as UTC', () => {
    expect(zonedLocalToIso('2025-03-10T10:00', 'America/New_York')).toBe('2025-03-10T10:00:00-04:00');
    expect(zonedLocalToIso('2025-01-10T10:00', 'America/New_York')).toBe('2025-01-10T10:00:00-05:00');
    expect(zonedLocalToIso('2025-03-10T10:00:30', 'UTC')).toBe('2025-03-10T10:00:30Z');
    expect(new Date(zonedLocalToIso('2025-03-10T10:00', 'America/Chicago')!).toISOString()).toBe('2025-03-10T15:00:00.000Z');
  });
  it('is null for an unreadable value or zone', () => {
    expect(zonedLocalToIso('10:00', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2025-03-10T10:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('buildScenario', () => {
  it('the plain form: the provider and a signed-out visitor', () => {
    expect(buildScenario(base)).toEqual({ scenario: { provider: 'demo', session: 'guest' }, errors: [] });
    expect(buildScenario({ ...base, session: 'unchanged' }).scenario).toEqual({ provider: 'demo' });
  });

  it('puts the configuration changes, faults and the clock in the scenario', () => {
    const { scenario, errors } = buildScenario({
      ...base,
      provider: 'acme',
      config: { is_hiding_price_in_booking: true, is_skipping_vehicle: false, customer_facing_name: 'Test Shop' },
      session: 'customer',
      faults: [
        { id: 1, key: 'GET /pro/:id', kind: 'status', status: '200', body: '{"status":"Churned"}', delay: '' },
        { id: 2, key: 'GET /service-area', kind: 'delay', status: '', body: '', delay: '3000' },
        { id: 3, key: 'GET /client-location', kind: 'network', status: '', body: '', delay: '' },
        { id: 4, key: 'GET /coupon/:code', kind: 'status', status: '500', body: '', delay: '' },
      ],
      clock: '2025-03-10T10:00',
    });
    expect(errors).toEqual([]);
    expect(scenario).toEqual({
      provider: 'acme',
      config: { is_hiding_price_in_booking: true, is_skipping_vehicle: false, customer_facing_name: 'Test Shop' },
      session: 'customer',
      responses: {
        'GET /pro/:id': { status: 200, body: { status: 'Churned' } },
        'GET /service-area': { delay: 3000 },
        'GET /client-location': { error: 'network' },
        'GET /coupon/:code': { status: 500 },
      },
      now: '2025-03-10T10:00:00-04:00',
    });
  });

  it('names each bad field', () => {
    const { scenario, errors } = buildScenario({
      ...base,
      faults: [
        { id: 1, key: '', kind: 'status', status: '500', body: '', delay: '' },
        { id: 2, key: 'GET /pro/:id', kind: 'status', status: '99', body: '{', delay: '' },
        { id: 3, key: 'GET /pro/:id', kind: 'network', status: '', body: '', delay: '' },
        { id: 4, key: 'GET /service-area', kind: 'delay', status: '', body: '', delay: '70000' },
      ],
      path: 'pricing/place',
    });
    expect(scenario).toBeNull();
    expect(errors.map((e) => e.field)).toEqual([
      'fault-1-key',
      'fault-2-status',
      'fault-2-body',
      'fault-3-key',
      'fault-4-delay',
      'path',
    ]);
  });

  it('refuses configuration the provider schema does not know, through the codec’s schema', () => {
    const { scenario, errors } = buildScenario({ ...base, config: { customer_facing_nam: 'typo' } });
    expect(scenario).toBeNull();
    expect(errors[0]).toMatchObject({ field: 'config' });
    expect(errors[0]!.message).toMatch(/^config/);
  });
});

describe('reproLink', () => {
  it('puts the scenario in ?preview= of the path on the given origin; decoding gives it back', () => {
    const s = { provider: 'acme', session: 'customer' as const };
    const link = reproLink('http://localhost:5173', '/pricing/vehicle-lookup?error=true', s);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:5173/pricing/vehicle-lookup');
    expect(url.searchParams.get('error')).toBe('true');
    expect(decodeScenario(url.searchParams.get('preview')!)).toEqual(s);
  });
  it('replaces an old preview parameter', () => {
    const link = reproLink('http://acme.localhost:5173', '/?preview=old', { provider: 'demo' });
    expect(new URL(link).searchParams.getAll('preview')).toHaveLength(1);
  });
});

describe('formFromLink', () => {
  it('gives back the form of a link built from it (faults, clock, path with its other parameters)', () => {
    const form: PreviewForm = {
      ...base,
      provider: 'acme',
      config: { customer_facing_name: 'Test Shop' },
      session: 'customer',
      faults: [
        { id: 1, key: 'GET /pro/:id', kind: 'status', status: '200', body: '{"status":"Churned"}', delay: '3000' },
        { id: 2, key: 'GET /service-area', kind: 'delay', status: '500', body: '', delay: '3000' },
        { id: 3, key: 'GET /client-location', kind: 'network', status: '500', body: '', delay: '3000' },
      ],
      clock: '2025-03-10T10:00',
      path: '/pricing/vehicle-lookup?error=true',
    };
    const link = reproLink('http://localhost:5173', form.path, buildScenario(form).scenario!);
    const back = formFromLink(link, 'http://localhost:5173');
    expect(back).toEqual({ form });
  });
  it('keeps "fail the first N times" and "lose the answer" (issue 15), and refuses a count that is not 1..1000', () => {
    const form: PreviewForm = {
      ...base,
      faults: [
        { id: 1, key: 'POST /booking/scheduled-work', kind: 'network', status: '500', body: '', delay: '3000', failTimes: '1', afterHandling: true },
        { id: 2, key: 'GET /coupon/:code', kind: 'status', status: '503', body: '', delay: '3000', failTimes: '2' },
      ],
    };
    const built = buildScenario(form);
    expect(built.scenario?.responses).toEqual({
      'POST /booking/scheduled-work': { error: 'network', failTimes: 1, afterHandling: true },
      'GET /coupon/:code': { status: 503, failTimes: 2 },
    });
    expect(formFromLink(reproLink('http://localhost:5173', form.path, built.scenario!), 'http://localhost:5173')).toEqual({ form });
    const bad = buildScenario({ ...form, faults: [{ ...form.faults[1]!, failTimes: '0' }] });
    expect(bad.errors).toEqual([{ field: 'fault-2-failTimes', message: 'Fail the first N times: a whole number from 1 to 1000, or empty for every time.' }]);
  });
  it('says why a pasted text is not a repro link', () => {
    expect(formFromLink('http://localhost:5173/pricing/place', 'http://localhost:5173')).toEqual({ error: 'That link has no ?preview= part: it is not a repro link.' });
    expect(formFromLink('http://localhost:5173/?preview=%%%', 'http://localhost:5173')).toMatchObject({ error: expect.stringMatching(/^Invalid preview link/) });
  });
});
