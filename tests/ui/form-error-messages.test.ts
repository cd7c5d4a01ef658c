import { describe, expect, it } from 'vitest';
import { errorPointer, mapFormErrors } from '../../src/ui/form/form-error-messages';

describe('form error messages', () => {
  it('turns rjsf property paths into JSON pointers', () => {
    expect(errorPointer({ property: '.first_name', stack: '' })).toBe('/first_name');
    expect(errorPointer({ property: ".address['postal-code']", stack: '' })).toBe('/address/postal-code');
    expect(errorPointer({ property: 'first_name', stack: '' })).toBe('/first_name');
    expect(errorPointer({ property: '.items.0', stack: '' })).toBe('/items/0');
    expect(errorPointer({ property: '', stack: '' })).toBe('');
  });

  it('maps by field and keyword, with * as the field’s fallback, and leaves others alone', () => {
    const errors = [
      { property: '.a', name: 'required', message: 'x', stack: 'x' },
      { property: '.a', name: 'pattern', message: 'y', stack: 'y' },
      { property: '.b', name: 'required', message: 'z', stack: 'z' },
    ];
    const out = mapFormErrors(errors, { '/a': { required: 'k1', '*': 'k2' } }, (k) => `T(${k})`);
    expect(out.map((e) => e.message)).toEqual(['T(k1)', 'T(k2)', 'z']);
  });
});
