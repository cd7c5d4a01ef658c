/**
 * A flag's blast radius: what changes for each provider if one configuration field took a new value for
 * everyone, before anything is changed: the steps and journeys, and what the steps show (widgets, parts,
 * computed options).
 */
import type { Flow } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider } from './analysis-types';
import { journeyChanges, noChange, stepChanges, type JourneyChanges, type StepChanges } from './behaviour-compare';
import { journeysFor } from './journeys-for';
import { reachability } from './reachability';
import { shownChanges, shownItems, type ShownChange } from './shown-parts';

export interface ProviderBlast {
  provider: string;
  /** The fixture's own value of the field (undefined when it does not set it). */
  before: unknown;
  steps: StepChanges;
  journeys: JourneyChanges;
  /**
   * What the steps show that changes (widgets, parts, computed options, the sidebar's parts), e.g. `Prices (…)
   * shown → hidden in the sidebar (is_hiding_price_in_booking: false → true)`; none for a churned provider.
   */
  shown: ShownChange[];
  /** True when neither steps, journeys nor what the steps show change (also when the fixture already has the value). */
  unchanged: boolean;
}

export interface BlastRadius {
  field: string;
  value: unknown;
  /** One entry per fixture, in the order given. */
  providers: ProviderBlast[];
  /** How many providers change. */
  changed: number;
}

/** A configuration with `field` set to `value` (removed when `value` is undefined); the input is not changed. */
export function withField(config: ConfigRecord, field: string, value: unknown): ConfigRecord {
  const next: Record<string, unknown> = { ...config };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next;
}

/**
 * For each fixture (analysed as its provider, with its overlay), the steps that appear or disappear (and
 * those that move between "from the front door" and "by link"), the journeys that appear, disappear or
 * take other steps, and what the steps show that changes (see `shownChanges`; nothing for a provider whose
 * customers book nothing on either side, i.e. churned), if `field` were `value` for every provider. The fixtures are not changed. Both sides are
 * memoised per configuration, so trying several values stays fast.
 */
export function blastRadius(
  flow: Flow,
  fixtures: Readonly<Record<string, ConfigRecord>>,
  field: string,
  value: unknown,
  opts: { overlays?: OverlaysByProvider } = {},
): BlastRadius {
  const providers = Object.entries(fixtures).map(([provider, config]): ProviderBlast => {
    const changed = withField(config, field, value);
    const o = { overlays: opts.overlays, provider };
    const steps = stepChanges(reachability(flow, config, o), reachability(flow, changed, o));
    const [jBefore, jAfter] = [journeysFor(flow, config, o), journeysFor(flow, changed, o)];
    const journeys = journeyChanges(jBefore, jAfter);
    const shown = jBefore.skipped && jAfter.skipped ? [] : shownChanges(shownItems(flow, config, o), shownItems(flow, changed, o), config, changed);
    return { provider, before: config[field], steps, journeys, shown, unchanged: noChange(steps, journeys) && shown.length === 0 };
  });
  return { field, value, providers, changed: providers.filter((p) => !p.unchanged).length };
}
