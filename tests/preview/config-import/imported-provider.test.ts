/** Issue 27, item 1: an imported configuration in the workspace: nearest fixture, placement, links, export. */
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/provider-config.schema.json';
import { providerFixtures } from '../../../mocks/fixtures/providers';
import type { ConfigSchema } from '../../../preview/config-editor/config-schema';
import { configurationFileName, configurationJson } from '../../../preview/config-import/export-configuration';
import { changesFrom, placeConfiguration, providerOfLink } from '../../../preview/config-import/imported-provider';
import { nearestFixture } from '../../../preview/config-import/nearest-fixture';
import { pastedConfiguration } from '../../../preview/config-import/pasted-configuration';
import { applyDiff } from '../../../preview/config-editor/config-diff';

const fixtures = providerFixtures as unknown as Record<string, Record<string, unknown>>;
const configSchema = schema as ConfigSchema;
/** A fixture copy under a new name with a few settings changed. */
const bayside: Record<string, unknown> = {
  ...fixtures.skipper,
  z3p_client_name: 'bayside',
  customer_facing_name: 'Bayside Mobile Detailing',
  minimum_onsite_hours: 3,
};

describe('nearestFixture', () => {
  it('is the fixture with the fewest differing settings, and names them', () => {
    expect(nearestFixture(bayside, fixtures)).toEqual({ name: 'skipper', differing: ['z3p_client_name', 'customer_facing_name', 'minimum_onsite_hours'] });
    expect(nearestFixture(fixtures.acme!, fixtures)).toEqual({ name: 'acme', differing: [] });
  });

  it('on a tie takes the first fixture in order; none without fixtures', () => {
    expect(nearestFixture({ a: 1 }, { x: { a: 2 }, y: { a: 3 } })?.name).toBe('x');
    expect(nearestFixture({ a: 1 }, {})).toBeNull();
  });
});

describe('placeConfiguration', () => {
  it('a name that is no fixture becomes a provider of its own: the whole configuration, shown against its nearest fixture', () => {
    const placed = placeConfiguration(bayside, fixtures);
    expect(placed.provider).toBe('bayside');
    expect(placed.formConfig).toEqual(bayside);
    expect(placed.against).toBe('skipper');
    expect(placed.imported?.nearest).toBe('skipper');
    const changes = changesFrom(placed.imported!.basis, placed.formConfig);
    expect(changes).toEqual({ z3p_client_name: 'bayside', customer_facing_name: 'Bayside Mobile Detailing', minimum_onsite_hours: 3 });
    // What the editor reports comes back as the whole configuration.
    expect(applyDiff(placed.imported!.basis, changes)).toEqual(bayside);
  });

  it('a fixture’s name keeps that provider: the form holds only the settings that differ from its fixture', () => {
    const placed = placeConfiguration({ ...fixtures.acme, customer_facing_name: 'Acme Two' }, fixtures);
    expect(placed).toMatchObject({ provider: 'acme', formConfig: { customer_facing_name: 'Acme Two' }, against: 'acme', unset: [] });
    expect(placed.imported).toBeUndefined();
  });
});

describe('providerOfLink', () => {
  it('a fixture needs nothing; a link carrying a whole configuration of another provider imports it', () => {
    expect(providerOfLink({ provider: 'acme', config: {} }, fixtures)).toEqual({});
    expect(providerOfLink({ provider: 'bayside', config: bayside }, fixtures)).toMatchObject({ imported: { name: 'bayside', nearest: 'skipper' } });
  });

  it('a link naming an unknown provider without its whole configuration says so plainly', () => {
    for (const config of [{}, { customer_facing_name: 'Bayside' }, { ...bayside, z3p_client_name: 'other' }]) {
      const answer = providerOfLink({ provider: 'bayside', config }, fixtures);
      expect('error' in answer ? answer.error : '').toContain('The link names provider "bayside", which is not a fixture');
    }
  });
});

describe('pastedConfiguration and the export', () => {
  it('an invalid configuration places nothing and gives its field-level issues', () => {
    const { outcome, placed } = pastedConfiguration(JSON.stringify({ ...bayside, customer_facing_name: 7, crm_id: 1 }), configSchema, fixtures);
    expect(placed).toBeUndefined();
    expect(outcome).toMatchObject({ issues: [{ field: 'customer_facing_name', message: 'must be string' }], notices: ['Not configuration fields (left out): crm_id.'] });
  });

  it('the exported file imports again to the same workspace (provider and form configuration)', () => {
    for (const config of [bayside, { ...fixtures.acme, is_accepting_tip: true }]) {
      const first = pastedConfiguration(JSON.stringify(config), configSchema, fixtures).placed!;
      const edited = { ...(fixtures[first.provider] ?? {}), ...first.formConfig };
      const again = pastedConfiguration(configurationJson(edited), configSchema, fixtures).placed!;
      expect(again.provider).toBe(first.provider);
      expect(again.formConfig).toEqual(first.formConfig);
    }
    expect(configurationFileName('bayside')).toBe('bayside-configuration.json');
  });
});
