import { describe, expect, it } from 'vitest';
import {
  placeHasStreetNumber,
  serviceabilityNote,
  streetNumberNotice,
  validateAddress,
  validatePostalCode,
  validateRequiredAddressFields,
  validateServiceArea,
} from '../../src/domain/validate-address';
import { flowText } from './support/flow-text';

const form = { address_line_1: '12 Main St', city: 'Boston', state: 'MA', postal_code: '02139' };
const REQUIRED = { ok: false, key: 'required-fields' };

describe('address validation', () => {
  it('B-27 requires address line 1, city, state and postal code', () => {
    expect(validateRequiredAddressFields(form)).toEqual({ ok: true });
    for (const field of ['address_line_1', 'city', 'state', 'postal_code'] as const) {
      expect(validateRequiredAddressFields({ ...form, [field]: '  ' })).toEqual(REQUIRED);
      expect(validateRequiredAddressFields({ ...form, [field]: null })).toEqual(REQUIRED);
    }
    expect(validateRequiredAddressFields({ ...form, address_line_2: '' })).toEqual({ ok: true });
  });

  it('B-33 B-34 a state outside the two-letter list counts as not filled', () => {
    expect(validateRequiredAddressFields({ ...form, state: 'Massachusetts' })).toEqual(REQUIRED);
  });

  it('B-28 the postal code must be exactly 5 numeric digits, naming the entered code', () => {
    expect(validatePostalCode('02139')).toEqual({ ok: true });
    expect(validatePostalCode(' 02139 ')).toEqual({ ok: true });
    for (const bad of ['2139', '021390', '0213a', '02139-1234', '٠٢١٣٩']) {
      const result = validatePostalCode(bad);
      expect(result).toEqual({ ok: false, key: 'invalid-postal-code', vars: { code: bad } });
      expect(!result.ok && flowText(result.key, result.vars)).toBe(`'${bad}' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.`);
    }
  });

  it('B-29 the postal code must be in the service-area list', () => {
    const areas = [{ postal_code: '02139' }, { postal_code: 2140 }, '02141'];
    expect(validateServiceArea('02139', areas)).toEqual({ ok: true });
    expect(validateServiceArea('02141', areas)).toEqual({ ok: true });
    const result = validateServiceArea('90210', areas);
    expect(result).toEqual({ ok: false, key: 'postal-code-not-served', vars: { code: '90210' } });
    expect(!result.ok && flowText(result.key, result.vars)).toBe('Sorry, we do not yet do at-home services in 90210.');
  });

  it('B-29 a service-area code sent as a number keeps its leading zero (2140 is 02140)', () => {
    expect(validateServiceArea('02140', [{ postal_code: 2140 }])).toEqual({ ok: true });
    expect(validateServiceArea('02140', [2140])).toEqual({ ok: true });
    expect(validateServiceArea('2140', [{ postal_code: 2140 }]).ok).toBe(false);
  });

  it('B-29 null entries from the wire are ignored and never match an empty postal code', () => {
    const areas = [null, { postal_code: null }, { postal_code: '02139' }];
    expect(validateServiceArea('02139', areas)).toEqual({ ok: true });
    expect(validateServiceArea('', areas)).toEqual({ ok: false, key: 'postal-code-not-served', vars: { code: '' } });
  });

  it('B-40 a missing service-area list (fetch failed) shows no error', () => {
    expect(validateServiceArea('90210', undefined)).toEqual({ ok: true });
    expect(validateServiceArea('90210', [])).toEqual({ ok: true });
  });

  it('B-30 the checks run in order: required fields, postal code, service area', () => {
    expect(validateAddress({ ...form, city: '', postal_code: 'abc' }, ['02139'])).toEqual(REQUIRED);
    expect(validateAddress({ ...form, postal_code: 'abc' }, ['02139']).ok).toBe(false);
    expect(validateAddress({ ...form, postal_code: '90210' }, ['02139'])).toEqual({ ok: false, key: 'postal-code-not-served', vars: { code: '90210' } });
    expect(validateAddress(form, ['02139'])).toEqual({ ok: true });
  });

  it('B-31 a result without a street number, typed text starting with a digit: no exact match, with both addresses', () => {
    expect(streetNumberNotice(' 12 Main St', { hasStreetNumber: false, foundAddress: 'Main St, Boston, MA' })).toEqual({
      kind: 'no-exact-match',
      key: 'no-exact-match',
      entered: '12 Main St',
      found: 'Main St, Boston, MA',
    });
  });

  it('B-32 a result without a street number, typed text not starting with a digit: missing street number', () => {
    expect(streetNumberNotice('Main St', { hasStreetNumber: false })).toEqual({
      kind: 'missing-street-number',
      key: 'missing-street-number',
    });
    expect(streetNumberNotice('12 Main St', { hasStreetNumber: true })).toBeNull();
  });

  it('B-31 reads the street number from places address components', () => {
    expect(placeHasStreetNumber([{ types: ['street_number'] }, { types: ['route'] }])).toBe(true);
    expect(placeHasStreetNumber([{ types: ['route'] }])).toBe(false);
    expect(placeHasStreetNumber(undefined)).toBe(false);
  });

  it('B-35 B-36 serviceability note marks each enabled question CONFIRMED or UNCONFIRMED, then the note', () => {
    expect(
      serviceabilityNote(
        [
          { question: 'Is there a driveway?', checked: true },
          { question: 'Is there an outlet?', checked: false, enabled: true },
          { question: 'Hidden', checked: true, enabled: false },
        ],
        '  Gate code 1234 ',
      ),
    ).toBe('Is there a driveway?: CONFIRMED\nIs there an outlet?: UNCONFIRMED\nGate code 1234');
    expect(serviceabilityNote([], '')).toBe('');
  });

  it('B-36 a question without text from the wire is left out, never thrown on', () => {
    expect(serviceabilityNote([{ question: null, checked: true }, { question: 'Gate?', checked: false }], null)).toBe('Gate?: UNCONFIRMED');
  });
});
