/**
 * A configuration from a pasted repro link (docs/repro-links.md), for comparing two links as behaviour.
 */
import { decodeScenario, type Scenario } from '../../src/api/scenario-codec';
import type { ConfigRecord } from './analysis-types';

/** The provider a scenario without one runs as (the host's default, mocks/fixtures/providers DEFAULT_PROVIDER). */
const DEFAULT_PROVIDER = 'demo';

export interface LinkConfig {
  /** `acme (link)`, or `acme (link, 2 changes)` when the link changes the configuration. */
  label: string;
  provider: string;
  config: Record<string, unknown>;
  scenario: Scenario;
}

/** The `?preview=` value of a pasted link: a whole address, a path with a query, or the bare value. */
function previewValue(link: string): string {
  const text = link.trim();
  if (!text.includes('preview=')) return text;
  const query = text.slice(text.indexOf('?') + 1).split('#')[0] ?? '';
  const value = new URLSearchParams(query.includes('preview=') ? query : text.slice(text.indexOf('preview='))).get('preview');
  return value ?? '';
}

/**
 * Decodes a pasted repro link (a whole address with `?preview=`, or just the value) with `decodeScenario`
 * and merges the scenario's `config` over the fixture of its `provider` (demo when it names none).
 * Throws an Error whose message says what is wrong: an empty link, the codec's message for a bad value
 * (`Invalid preview link: …`), or an unknown provider.
 */
export function configFromReproLink(link: string, fixtures: Readonly<Record<string, ConfigRecord>>): LinkConfig {
  if (!link.trim()) throw new Error('Paste a repro link (an address with ?preview=…).');
  const scenario = decodeScenario(previewValue(link));
  const provider = scenario.provider ?? DEFAULT_PROVIDER;
  const fixture = fixtures[provider];
  if (!fixture) throw new Error(`The link names provider "${provider}", which has no fixture (known: ${Object.keys(fixtures).join(', ')}).`);
  const changes = Object.keys(scenario.config ?? {}).length;
  return {
    label: changes ? `${provider} (link, ${changes} ${changes === 1 ? 'change' : 'changes'})` : `${provider} (link)`,
    provider,
    config: { ...fixture, ...(scenario.config ?? {}) },
    scenario,
  };
}
