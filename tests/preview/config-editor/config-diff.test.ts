import { describe, expect, it } from 'vitest';
import { applyDiff, jsonEqual, nextDiff, sameAsFixture, valueSummary, withoutField } from '../../../preview/config-editor/config-diff';

const fixture = { name: 'Demo', places: ['home', 'shop'], fee: 0, url: null, rule: { a: 1, b: [2] } };
const fields = ['name', 'places', 'fee', 'url', 'rule', 'missing'];

describe('config-diff', () => {
  it('compares JSON deeply, a key holding undefined being absent', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: null }, { a: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(sameAsFixture(undefined, null)).toBe(true);
    expect(sameAsFixture('', null)).toBe(false);
    expect(sameAsFixture('', undefined)).toBe(true);
    expect(sameAsFixture('', 'x')).toBe(false);
  });

  it('keeps only the fields that differ from the fixture', () => {
    const values = { ...fixture, name: 'Other', places: ['home', 'shop'], rule: { a: 1, b: [2] } };
    expect(nextDiff({ fixture, previous: {}, values, fields, invalid: new Set() })).toEqual({ name: 'Other' });
  });

  it('removes a field set back to the fixture’s value, and spells a missing value as null', () => {
    const previous = { name: 'Other', url: 'https://x.example' };
    const values = { ...fixture, url: undefined, missing: undefined };
    expect(nextDiff({ fixture, previous, values, fields, invalid: new Set() })).toEqual({});
    expect(nextDiff({ fixture: { ...fixture, url: 'https://a.example' }, previous: {}, values, fields, invalid: new Set() })).toEqual({ url: null });
  });

  it('keeps an invalid field’s last valid entry, or leaves it out', () => {
    const values = { ...fixture, name: 'bad', fee: -1 };
    expect(nextDiff({ fixture, previous: { name: 'Good' }, values, fields, invalid: new Set(['name', 'fee']) })).toEqual({ name: 'Good' });
  });

  it('passes through entries for fields it does not edit', () => {
    expect(nextDiff({ fixture, previous: { other: 1 }, values: fixture, fields, invalid: new Set() })).toEqual({ other: 1 });
  });

  it('applies, removes and summarises', () => {
    expect(applyDiff(fixture, { fee: 5 })).toEqual({ ...fixture, fee: 5 });
    expect(withoutField({ a: 1, b: 2 }, 'a')).toEqual({ b: 2 });
    expect(valueSummary(undefined)).toBe('not set');
    expect(valueSummary(null)).toBe('null');
    expect(valueSummary(['home'])).toBe('["home"]');
    expect(valueSummary('x'.repeat(100), 10)).toBe('"xxxxxxxx…');
  });
});
