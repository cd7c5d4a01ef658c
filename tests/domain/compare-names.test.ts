import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src/domain/compare-names';

describe('compareNames (the order of every list of names)', () => {
  it('A-47 sorts names alphabetically, whatever their case', () => {
    expect(['oil change', 'Brake Pads', 'alignment', 'Tire Rotation'].sort(compareNames)).toEqual(['alignment', 'Brake Pads', 'oil change', 'Tire Rotation']);
  });

  it('A-47 puts an accented letter with its plain one, not after z', () => {
    expect(['Zinc Coat', 'Éclat Detail', 'Engine Flush'].sort(compareNames)).toEqual(['Éclat Detail', 'Engine Flush', 'Zinc Coat']);
  });

  it('A-47 orders names equal but for case the same way every time (lower case first), so a list never reorders', () => {
    expect(['Home', 'home'].sort(compareNames)).toEqual(['home', 'Home']);
    expect(['home', 'Home'].sort(compareNames)).toEqual(['home', 'Home']);
    expect(compareNames('Garage', 'Garage')).toBe(0);
  });
});
