import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute } from '../../src/engine';
import { bookingFlow } from './support/context';

describe('matchRoute', () => {
  it('finds literal routes and ignores a trailing slash', () => {
    expect(matchRoute(bookingFlow, '/pricing/place')?.step.id).toBe('place');
    expect(matchRoute(bookingFlow, '/pricing/place/')?.step.id).toBe('place');
    expect(matchRoute(bookingFlow, '/')?.step.id).toBe('home');
  });

  it('C-51 C-52 reads plate state and number, with VIN as the state segment', () => {
    expect(matchRoute(bookingFlow, '/pricing/verify-vehicle-info/CA/7ABC123')).toMatchObject({
      step: { id: 'verify-vehicle-info' },
      params: { plateState: 'CA', plateNumber: '7ABC123' },
    });
    expect(matchRoute(bookingFlow, '/pricing/verify-vehicle-info/VIN/1HGCM82633A004352')?.params.plateState).toBe('VIN');
  });

  it('I-08 accepts the optional new date of a reschedule link', () => {
    expect(matchRoute(bookingFlow, '/reschedule/12/34')?.params).toEqual({ customerId: '12', swId: '34' });
    expect(matchRoute(bookingFlow, '/reschedule/12/34/2026-12-01')?.params.newDate).toBe('2026-12-01');
  });

  it('A-25 returns null for unknown routes', () => {
    expect(matchRoute(bookingFlow, '/nope')).toBeNull();
    expect(matchRoute(bookingFlow, '/pricing/place/extra')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills params, drops missing optional ones and adds the query', () => {
    expect(buildPath('/reschedule/:customerId/:swId/:newDate?', { customerId: '1', swId: '2' })).toBe('/reschedule/1/2');
    expect(buildPath('/pricing/vehicle-lookup', {}, { error: 'true' })).toBe('/pricing/vehicle-lookup?error=true');
  });

  it('refuses to build a path with a required param missing', () => {
    expect(() => buildPath('/one-click-confirmation/:type', {})).toThrow(/needs the parameter "type"/);
  });
});
