import { describe, expect, it } from 'vitest';
import { canSavePlace, validatePlaceContinue } from '../../src/domain/validate-place';

const CHOOSE = { ok: false, key: 'choose-location' };

describe('place step', () => {
  it('B-38 workplace or shop: Save is enabled only after a workplace or shop is selected', () => {
    for (const mode of ['workplace', 'shop'] as const) {
      expect(canSavePlace({ mode })).toBe(false);
      expect(canSavePlace({ mode, clientLocationId: null })).toBe(false);
      expect(canSavePlace({ mode, hasValidAddress: true })).toBe(false);
      expect(canSavePlace({ mode, clientLocationId: 12 })).toBe(true);
    }
  });

  it('B-30 B-38 home: Save is enabled only with a valid address', () => {
    expect(canSavePlace({ mode: 'home' })).toBe(false);
    expect(canSavePlace({ mode: 'home', clientLocationId: 12 })).toBe(false);
    expect(canSavePlace({ mode: 'home', hasValidAddress: true })).toBe(true);
  });

  it('B-15 B-16 Continue needs a location or a valid address, else "Please choose a location"', () => {
    expect(validatePlaceContinue({})).toEqual(CHOOSE);
    expect(validatePlaceContinue({ mode: 'workplace' })).toEqual(CHOOSE);
    expect(validatePlaceContinue({ mode: 'workplace', clientLocationId: 3 })).toEqual({ ok: true });
    expect(validatePlaceContinue({ clientLocationId: 3 })).toEqual({ ok: true });
    expect(validatePlaceContinue({ hasValidAddress: true })).toEqual({ ok: true });
    expect(validatePlaceContinue({ mode: 'home', hasValidAddress: false })).toEqual(CHOOSE);
  });
});
