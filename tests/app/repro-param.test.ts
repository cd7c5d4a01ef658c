import { describe, expect, it } from 'vitest';
import { addressWithoutPreview, readPreviewParam } from '../../src/app/repro/preview-param';
import { providerFor } from '../../src/app/repro/provider-choice';

describe('readPreviewParam', () => {
  it('reads ?preview= among other parameters', () => {
    expect(readPreviewParam('?a=1&preview=eyJ9&b=2')).toBe('eyJ9');
    expect(readPreviewParam('preview=abc')).toBe('abc');
  });
  it('is null without the parameter and "" for an empty one', () => {
    expect(readPreviewParam('')).toBeNull();
    expect(readPreviewParam('?previewer=1')).toBeNull();
    expect(readPreviewParam('?preview=')).toBe('');
  });
});

describe('addressWithoutPreview', () => {
  it('keeps the path, the other parameters (order, encoding) and the hash', () => {
    expect(addressWithoutPreview({ pathname: '/pricing/place', search: '?redirect=%2Fa%20b&preview=xyz&x=1', hash: '#top' })).toBe(
      '/pricing/place?redirect=%2Fa%20b&x=1#top',
    );
  });
  it('drops the question mark when nothing is left, and every preview parameter', () => {
    expect(addressWithoutPreview({ pathname: '/', search: '?preview=a&preview=b', hash: '' })).toBe('/');
    expect(addressWithoutPreview({ pathname: '/x', search: '?pre%76iew=a', hash: '' })).toBe('/x');
  });
  it('leaves an address without the parameter as it is', () => {
    expect(addressWithoutPreview({ pathname: '/pricing/vehicle-lookup', search: '?error=true', hash: '' })).toBe('/pricing/vehicle-lookup?error=true');
    expect(addressWithoutPreview({ pathname: '/a', search: '?previewer=1', hash: '' })).toBe('/a?previewer=1');
  });
});

describe('providerFor (precedence)', () => {
  it('the scenario’s provider wins over the host’s', () => {
    expect(providerFor('acme', { provider: 'fleetco' })).toBe('fleetco');
  });
  it('the host’s provider without a scenario provider', () => {
    expect(providerFor('acme', {})).toBe('acme');
    expect(providerFor('acme', null)).toBe('acme');
    expect(providerFor('demo', { provider: '  ' })).toBe('demo');
  });
});
