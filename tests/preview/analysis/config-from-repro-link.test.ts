import { describe, expect, it } from 'vitest';
import { encodeScenario } from '../../../src/api/scenario-codec';
import { configFromReproLink } from '../../../preview/analysis/config-from-repro-link';
import { fixtures } from './analysis-inputs';

describe('configFromReproLink', () => {
  it('merges the link configuration over the fixture of its provider', () => {
    const value = encodeScenario({ provider: 'acme', config: { is_guest_checkout_enabled: false }, session: 'customer' });
    const link = configFromReproLink(`http://localhost:5173/pricing/place?x=1&preview=${value}#top`, fixtures);
    expect(link.provider).toBe('acme');
    expect(link.config).toEqual({ ...fixtures.acme, is_guest_checkout_enabled: false });
    expect(link.label).toBe('acme (link, 1 change)');
    expect(link.scenario.session).toBe('customer');
  });

  it('takes the bare ?preview= value, and the demo provider when the link names none', () => {
    const link = configFromReproLink(encodeScenario({ session: 'guest' }), fixtures);
    expect(link).toMatchObject({ provider: 'demo', label: 'demo (link)', config: fixtures.demo });
  });

  it('says what is wrong with a link it cannot use', () => {
    expect(() => configFromReproLink('', fixtures)).toThrow('Paste a repro link');
    expect(() => configFromReproLink('http://localhost/?preview=%%%', fixtures)).toThrow('Invalid preview link');
    expect(() => configFromReproLink(encodeScenario({ provider: 'nobody' }), fixtures)).toThrow('provider "nobody", which has no fixture');
  });
});
