/**
 * The front-door journeys for e2e/front-door.spec.ts, computed by the engine
 * (scripts/flow-check/front-door-journeys.ts) when the spec loads, cached per worker.
 */
import { frontDoorJourneys } from '../../scripts/flow-check/front-door-journeys';
import type { FrontDoorEntry } from './journey-runner';

let cached: FrontDoorEntry[] | null = null;

export function frontDoorEntries(): FrontDoorEntry[] {
  cached ??= frontDoorJourneys();
  return cached;
}
