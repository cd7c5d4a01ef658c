import { describe, expect, it } from 'vitest';
import { normalizeTireSize, validateTireSize } from '../../src/domain/validate-tire-size';

describe('tire size', () => {
  it('D-40 a typed tire size must match P###/##R##', () => {
    expect(validateTireSize('P225/65R17')).toEqual({ ok: true });
    expect(validateTireSize(' p225/65 r17 ')).toEqual({ ok: true });
    for (const bad of ['225/65R17', 'P22/65R17', 'P225/6R17', 'P225/65R1', 'P225/65R170', 'P225-65R17', 'LT225/65R17', '']) {
      expect(validateTireSize(bad)).toEqual({ ok: false, key: 'tire-size-pattern' });
    }
    expect(normalizeTireSize('p 225/65r17')).toBe('P225/65R17');
  });
});
