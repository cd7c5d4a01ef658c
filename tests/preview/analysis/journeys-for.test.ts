import { describe, expect, it } from 'vitest';
import { journeyLabel, journeysByLabel, journeysFor } from '../../../preview/analysis/journeys-for';
import { bookingFlow, fixtures, fixtureWith } from './analysis-inputs';

describe('journeyLabel', () => {
  it('is the session kind, then the outcome values', () => {
    expect(journeyLabel('visitor', { placeMode: 'home', steps: 'services' })).toBe('visitor · home · services');
    expect(journeyLabel('guest', { placeMode: 'shop', steps: 'services+tires' })).toBe('guest · shop · services + tires');
    expect(journeyLabel('customer', { placeMode: null })).toBe('customer');
  });
});

describe('journeysFor', () => {
  it('lists the journeys per session kind the configuration allows, with their steps and rules', () => {
    const demo = journeysFor(bookingFlow, fixtures.demo!);
    expect(demo.skipped).toBeUndefined();
    expect(demo.sessions.map((s) => s.session)).toEqual(['visitor', 'customer', 'returning']);
    const visitor = demo.sessions[0]!;
    expect(visitor.journeys.map((j) => j.label)).toEqual(['visitor · home · services', 'visitor · shop · services', 'visitor · workplace · services']);
    const home = visitor.journeys[0]!;
    expect(home.steps[0]).toBe('home');
    expect(home.steps.at(-1)).toBe('finished');
    expect(home.rules[0]).toBe('A-23');
    expect(home.rules).toHaveLength(home.steps.length - 1);
    expect(visitor.journeys[2]!.steps).toContain('location');
    expect(visitor.violations).toEqual([]);
  });

  it('offers guest journeys only with guest checkout', () => {
    const kinds = (c: Parameters<typeof journeysFor>[1]) => journeysFor(bookingFlow, c).sessions.map((s) => s.session);
    expect(kinds(fixtures.acme!)).toContain('guest');
    expect(kinds(fixtures.demo!)).not.toContain('guest');
    expect(kinds(fixtureWith('demo', { is_guest_checkout_enabled: true }))).toContain('guest');
  });

  it('skipping the vehicle step changes the journeys: no vehicle step on any of them', () => {
    const skipping = journeysByLabel(journeysFor(bookingFlow, fixtures.skipper!));
    const notSkipping = journeysByLabel(journeysFor(bookingFlow, fixtureWith('skipper', { is_skipping_vehicle: false })));
    expect([...skipping.keys()]).toEqual([...notSkipping.keys()]);
    for (const j of skipping.values()) expect(j.steps.filter((s) => s === 'vehicle' || s === 'vehicle-lookup')).toEqual([]);
    expect(notSkipping.get('visitor · home · tires')!.steps).toContain('vehicle-lookup');
    expect(notSkipping.get('customer · home · tires')!.steps).toContain('vehicle');
  });

  it('has no journeys for a churned provider, and says why', () => {
    expect(journeysFor(bookingFlow, fixtures.gone!)).toEqual({ skipped: 'churned: the churn modal replaces booking (A-09)', sessions: [] });
  });
});
