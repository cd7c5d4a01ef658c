import { describe, expect, it } from 'vitest';
import { blastRadius, withField } from '../../../preview/analysis/blast-radius';
import { bookingFlow, fixtures, overlays } from './analysis-inputs';

describe('blastRadius', () => {
  it('guest checkout for everyone: guest journeys appear for the providers that had it off, nothing for the others', () => {
    const before = JSON.stringify(fixtures);
    const result = blastRadius(bookingFlow, fixtures, 'is_guest_checkout_enabled', true, { overlays });
    expect(JSON.stringify(fixtures)).toBe(before);
    const of = (p: string) => result.providers.find((x) => x.provider === p)!;
    expect(of('demo').before).toBe(false);
    expect(of('demo').journeys.appear.map((j) => j.label)).toEqual(['guest · home · services', 'guest · shop · services', 'guest · workplace · services']);
    expect(of('demo').journeys.disappear).toEqual([]);
    expect(of('hidden').journeys.appear.every((j) => j.session === 'guest')).toBe(true);
    expect(of('acme')).toMatchObject({ before: true, unchanged: true });
    expect(of('services').unchanged).toBe(true);
    expect(of('gone').unchanged).toBe(true);
    expect(result.changed).toBe(5);
    expect(result.providers.map((p) => p.provider)).toEqual(Object.keys(fixtures));
  });

  it('service_locations home only: the location and review steps and the workplace journeys disappear', () => {
    const result = blastRadius(bookingFlow, fixtures, 'service_locations', ['home'], { overlays });
    const demo = result.providers.find((x) => x.provider === 'demo')!;
    expect(demo.steps.disappear.map((s) => s.stepId)).toEqual(['location', 'review']);
    expect(demo.steps.disappear[0]!.reason).toContain('service_locations');
    expect(demo.journeys.disappear.map((j) => j.label)).toContain('visitor · workplace · services');
    expect(result.providers.find((x) => x.provider === 'acme')!.unchanged).toBe(true);
  });

  it('withField sets or removes a field without changing the input', () => {
    const config = { a: 1, b: 2 };
    expect(withField(config, 'a', 3)).toEqual({ a: 3, b: 2 });
    expect(withField(config, 'b', undefined)).toEqual({ a: 1 });
    expect(config).toEqual({ a: 1, b: 2 });
  });
});
