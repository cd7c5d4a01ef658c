/** Which provider fixture an imported configuration is closest to (the basis its differences are shown against). Pure. */
import { sameAsFixture } from '../config-editor/config-diff';

type Config = Readonly<Record<string, unknown>>;

export interface NearestFixture {
  /** The fixture's provider name. */
  name: string;
  /** The settings whose values differ between the configuration and that fixture (a field one side lacks included). */
  differing: string[];
}

/** The top-level settings whose values differ between `a` and `b` (`sameAsFixture`: null and "not set" alike). */
export function differingSettings(a: Config, b: Config): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => !sameAsFixture(a[key], b[key]));
}

/**
 * The fixture with the fewest differing settings from `config` (the provider name itself counts like any setting);
 * on a tie the first in the fixtures' order. Null only when there are no fixtures.
 */
export function nearestFixture(config: Config, fixtures: Readonly<Record<string, Config>>): NearestFixture | null {
  let best: NearestFixture | null = null;
  for (const [name, fixture] of Object.entries(fixtures)) {
    const differing = differingSettings(config, fixture);
    if (!best || differing.length < best.differing.length) best = { name, differing };
  }
  return best;
}
