import { describe, expect, it } from 'vitest';
import { isKeyLocation, KEY_LOCATION_OPTIONS, validateKeyLocation } from '../../src/domain/validate-key-location';

describe('key location', () => {
  it('G-10 offers the six key locations of the ledger, Other last', () => {
    expect(KEY_LOCATION_OPTIONS.map((o) => o.id)).toEqual(['hand_over', 'inside_vehicle', 'front_door', 'mailbox', 'driver_front_tire', 'other']);
    expect(KEY_LOCATION_OPTIONS.at(-1)?.label).toBe('Other');
    expect(isKeyLocation('mailbox')).toBe(true);
    expect(isKeyLocation('garage')).toBe(false);
  });

  it('G-11 a key location is required', () => {
    expect(validateKeyLocation('inside_vehicle')).toEqual({ ok: true });
    for (const missing of [null, undefined, '', 'garage']) expect(validateKeyLocation(missing)).toEqual({ ok: false, message: 'Required' });
  });
});
