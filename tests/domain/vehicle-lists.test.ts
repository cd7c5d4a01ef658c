import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/heavy-duty-lists.schema.json';
import data from '../../src/domain/data/heavy-duty-lists.json';
import { HEAVY_DUTY_FUEL_TYPES } from '../../src/domain/validate-vehicle';
import { HEAVY_DUTY_FUEL_TYPE_LIST, LOOKUP_COLORS, MODAL_COLORS, VEHICLE_TYPE_LABELS, lookupYears, modalYears } from '../../src/domain/vehicle-lists';

describe('vehicle lists', () => {
  it('C-37 the heavy-duty lists are data that satisfies schemas/heavy-duty-lists.schema.json', () => {
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...data, makes: ['Mack'] })).toBe(false);
  });

  it('C-36 the fuel types of the data are the ledger’s', () => {
    expect(HEAVY_DUTY_FUEL_TYPE_LIST).toEqual([...HEAVY_DUTY_FUEL_TYPES]);
  });

  it('C-16 C-17 year ranges from the given clock', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const lookup = lookupYears(now);
    expect(lookup).toHaveLength(100);
    expect([lookup[0], lookup[99]]).toEqual([2027, 1928]);
    const modal = modalYears(now);
    expect([modal[0], modal[modal.length - 1], modal.length]).toEqual([2027, 1990, 38]);
  });

  it('C-26 C-27 C-28 colors and type labels', () => {
    expect(MODAL_COLORS).toEqual(['Black', 'Blue', 'Gray', 'Red', 'Silver', 'White', 'Other']);
    expect(LOOKUP_COLORS).toHaveLength(13);
    expect(Object.values(VEHICLE_TYPE_LABELS)).toEqual(['Car/Truck/SUV/Van', 'RV', 'ATV', 'Motorcycle', 'Boat', 'Plane']);
  });
});
