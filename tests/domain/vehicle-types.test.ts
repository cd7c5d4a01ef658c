import { describe, expect, it } from 'vitest';
import { isOwnVehicleType, VEHICLE_TYPES } from '../../src/domain/vehicle-types';

describe('vehicle types (C-46)', () => {
  it('C-46 automobile and the five types that keep their own type', () => {
    expect(VEHICLE_TYPES).toEqual(['automobile', 'rv', 'atv', 'motorcycle', 'boat', 'plane']);
    expect(VEHICLE_TYPES.filter(isOwnVehicleType)).toEqual(['rv', 'atv', 'motorcycle', 'boat', 'plane']);
    for (const other of ['automobile', 'RV', 'heavy', '', null, 3]) expect(isOwnVehicleType(other)).toBe(false);
  });
});
