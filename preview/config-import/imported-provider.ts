/**
 * Where an imported configuration goes in the workspace (pure): a configuration named like a fixture is that
 * fixture's provider with changed settings; any other name is a provider of its own, carried in full by the
 * workspace's link and shown against its nearest fixture.
 */
import { carriedConfigOf } from '../../mocks/fixtures/providers/carried-config';
import { differingSettings as differing, nearestFixture } from './nearest-fixture';

type Config = Record<string, unknown>;
type Fixtures = Readonly<Record<string, Readonly<Config>>>;

/** A provider the workspace knows from an imported configuration, not from a fixture. */
export interface ImportedProvider {
  name: string;
  /** The whole configuration (its known fields): what the link carries as `config`. */
  config: Config;
  /** The fixture nearest to it (fewest differing settings). */
  nearest: string;
  /** That fixture's values of the settings the configuration sets: what the editor shows its changes against. */
  basis: Config;
  /** Settings the nearest fixture sets and the configuration does not. */
  unset: string[];
}

/** An imported configuration placed in the workspace: the provider, the form's `config`, and how it compares. */
export interface PlacedConfiguration {
  provider: string;
  /** The form's `config`: the changes from the fixture for a fixture's provider, the whole configuration otherwise. */
  formConfig: Config;
  /** Set for a provider that is not a fixture. */
  imported?: ImportedProvider;
  /** The fixture it is compared with (its own for a fixture's name) and the settings that differ from it. */
  against: string;
  differing: string[];
  /** Settings the fixture sets and the configuration does not (a fixture's provider keeps the fixture's values). */
  unset: string[];
}

const pick = (config: Readonly<Config>, keys: readonly string[]): Config =>
  Object.fromEntries(keys.filter((k) => Object.hasOwn(config, k)).map((k) => [k, config[k]]));

/** The settings `config` changes from `basis`: what the configuration editor shows as changed. */
export function changesFrom(basis: Readonly<Config>, config: Readonly<Config>): Config {
  return pick(config, differing(config, basis));
}

/** An imported provider from its whole configuration: the nearest fixture and the basis of its changes. */
function importedProvider(config: Config, fixtures: Fixtures): ImportedProvider {
  const name = String(config.z3p_client_name);
  const nearest = nearestFixture(config, fixtures);
  const fixture = (nearest && fixtures[nearest.name]) ?? {};
  const keys = Object.keys(config);
  return {
    name,
    config,
    nearest: nearest?.name ?? '',
    basis: pick(fixture, keys),
    unset: Object.keys(fixture).filter((k) => !keys.includes(k) && fixture[k] !== null),
  };
}

/**
 * A valid configuration (read-configuration.ts) into the workspace. Named like a fixture: that provider, the form's
 * `config` = the settings that differ from its fixture (settings it lacks keep the fixture's values). Any other
 * name: an {@link ImportedProvider}, the form's `config` = the whole configuration.
 */
export function placeConfiguration(config: Config, fixtures: Fixtures): PlacedConfiguration {
  const name = String(config.z3p_client_name);
  const own = fixtures[name];
  if (own) {
    const changed = differing(config, own).filter((k) => Object.hasOwn(config, k));
    const unset = Object.keys(own).filter((k) => !Object.hasOwn(config, k) && own[k] !== null);
    return { provider: name, formConfig: pick(config, changed), against: name, differing: changed, unset };
  }
  const imported = importedProvider(config, fixtures);
  const against = fixtures[imported.nearest] ?? {};
  return { provider: name, formConfig: config, imported, against: imported.nearest, differing: differing(config, against), unset: imported.unset };
}

/**
 * The provider of a restored link's form: nothing to add for a fixture; an {@link ImportedProvider} when the link
 * carries the whole configuration of a provider that is not a fixture; else why the link cannot be used.
 */
export function providerOfLink(form: { provider: string; config: Config }, fixtures: Fixtures): { imported?: ImportedProvider } | { error: string } {
  if (fixtures[form.provider]) return {};
  const carried = carriedConfigOf({ provider: form.provider, config: form.config as never }, form.provider);
  if (carried) return { imported: importedProvider(form.config, fixtures) };
  return {
    error:
      `The link names provider "${form.provider}", which is not a fixture (${Object.keys(fixtures).join(', ')}), and carries no full ` +
      'configuration of it. Paste that provider’s configuration (JSON) here to import it, then copy the link again.',
  };
}
