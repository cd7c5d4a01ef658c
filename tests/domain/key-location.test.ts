import { describe, expect, it } from 'vitest';
import { isKeyLocation, KEY_LOCATION_OPTIONS, keyLocationAsked, keyLocationComplete } from '../../src/domain/key-location';

describe('key location', () => {
  it('G-10 offers the six key locations of the ledger, Other last', () => {
    expect(KEY_LOCATION_OPTIONS.map((o) => o.id)).toEqual(['hand_over', 'inside_vehicle', 'front_door', 'mailbox', 'driver_front_tire', 'other']);
    expect(KEY_LOCATION_OPTIONS.at(-1)?.label).toBe('Other');
    expect(isKeyLocation('mailbox')).toBe(true);
    expect(isKeyLocation('garage')).toBe(false);
  });

  it('G-11 a key location is required at home, one of the options, and Other needs its text', () => {
    const home = { placeMode: 'home', keyLocationNote: '' };
    expect(keyLocationComplete({ ...home, keyLocation: 'inside_vehicle' })).toBe(true);
    for (const missing of [null, '', 'garage']) expect(keyLocationComplete({ ...home, keyLocation: missing })).toBe(false);
    expect(keyLocationComplete({ ...home, keyLocation: 'other' })).toBe(false);
    expect(keyLocationComplete({ ...home, keyLocation: 'other', keyLocationNote: 'Under the mat' })).toBe(true);
  });

  it('G-10 G-11 OPEN-39 asked only for service at home: at work or the shop it is complete without an answer', () => {
    expect(keyLocationAsked({ placeMode: 'home' })).toBe(true);
    expect(keyLocationAsked({ placeMode: 'workplace' })).toBe(false);
    expect(keyLocationComplete({ placeMode: 'shop', keyLocation: null, keyLocationNote: '' })).toBe(true);
  });
});
