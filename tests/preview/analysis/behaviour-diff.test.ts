import { describe, expect, it } from 'vitest';
import { behaviourDiff, customerTexts } from '../../../preview/analysis/behaviour-diff';
import { bookingFlow, fixtures, fixtureWith, overlays } from './analysis-inputs';

describe('behaviourDiff', () => {
  it('finds the customer-facing name in the texts customers see', () => {
    const diff = behaviourDiff(bookingFlow, fixtures.demo!, fixtureWith('demo', { customer_facing_name: 'Zed Motors' }), { overlays });
    expect(diff.same).toBe(false);
    expect(diff.stepsGained).toEqual([]);
    expect(diff.stepsLost).toEqual([]);
    expect(diff.journeys).toEqual({ appear: [], disappear: [], changed: [] });
    const home = diff.messagesChanged.find((m) => m.stepId === 'home' && m.key === 'home-title');
    expect(home).toEqual({ stepId: 'home', key: 'home-title', left: 'Vehicle service from Demo Mobile Auto Care', right: 'Vehicle service from Zed Motors' });
    expect(diff.messagesChanged.every((m) => m.right?.includes('Zed Motors'))).toBe(true);
  });

  it('is "same" for the same behaviour, even when the JSON differs', () => {
    expect(behaviourDiff(bookingFlow, fixtures.demo!, fixtures.demo!).same).toBe(true);
    // A field no rule or text reads changes nothing customers see here.
    expect(behaviourDiff(bookingFlow, fixtures.demo!, fixtureWith('demo', { logo_max_height: 80 })).same).toBe(true);
  });

  it('reports steps and journeys gained and lost', () => {
    const diff = behaviourDiff(bookingFlow, fixtures.demo!, fixtureWith('demo', { service_locations: ['home'], is_guest_checkout_enabled: true }));
    expect(diff.stepsLost.map((s) => s.stepId)).toEqual(['location', 'review']);
    expect(diff.journeys.appear.map((j) => j.label)).toEqual(['guest · home · services']);
    expect(diff.journeys.disappear.map((j) => j.label)).toContain('customer · workplace · services');
  });

  it('includes the texts of the provider overlay', () => {
    const asFleetco = fixtures.fleetco!;
    const asOther = fixtureWith('fleetco', { z3p_client_name: 'other' });
    const diff = behaviourDiff(bookingFlow, asFleetco, asOther, { overlays });
    expect(diff.messagesChanged).toContainEqual(
      expect.objectContaining({ stepId: 'schedule', key: 'issue-note-required', left: 'Please enter a note with a description of the issue you are experiencing.' }),
    );
  });

  it('fills {config.x} placeholders in every text and leaves run-time ones as written', () => {
    const texts = customerTexts(bookingFlow, fixtures.acme!);
    expect(texts.get('home\u0000home-title')!.text).toBe('Vehicle service from Acme Mobile Mechanics');
    // A placeholder stays as written only where the configuration has no value for it.
    const left = [...texts.values()].flatMap((t) => [...t.text.matchAll(/\{config\.([a-z_]+)\}/g)].map((m) => m[1]!));
    expect(left.length).toBeGreaterThan(0);
    for (const field of left) expect(fixtures.acme![field] ?? null).toBeNull();
  });
});
