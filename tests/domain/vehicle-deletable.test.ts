import { describe, expect, it } from 'vitest';
import { vehicleDeletable } from '../../src/domain/vehicle-deletable';

const KEY = 'vehicle-not-deletable';

describe('vehicleDeletable', () => {
  it('C-60 blocks deleting a vehicle with a scheduled or keys_available appointment', () => {
    expect(vehicleDeletable(7, [{ vehicle_id: 7, status: 'scheduled' }])).toEqual({ ok: false, key: KEY });
    expect(vehicleDeletable('7', [{ vehicle: { vehicle_id: 7 }, status: 'KEYS_AVAILABLE' }])).toEqual({ ok: false, key: KEY });
  });
  it('C-60 allows deleting when its appointments are finished, cancelled or suggested, or belong to other vehicles', () => {
    expect(
      vehicleDeletable(7, [
        { vehicle_id: 7, status: 'finished' },
        { vehicle_id: 7, status: 'cancelled' },
        { vehicle_id: 7, status: 'suggested' },
        { vehicle_id: 8, status: 'scheduled' },
      ]),
    ).toEqual({ ok: true });
  });
});
