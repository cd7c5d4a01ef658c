/** The project's booking flow, overlays and provider fixtures, read as data for the analysis tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flow, Overlay } from '../../../src/engine';
import { rawProviderFixtures } from '../../../mocks/fixtures/providers';
import type { ConfigRecord, OverlaysByProvider } from '../../../preview/analysis/analysis-types';

const root = join(import.meta.dirname, '../../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

/** flows/booking.flow.json as written (all its messages). */
export const bookingFlow = json<Flow>('flows/booking.flow.json');

/** The overlays of flows/overlays/ by provider. */
export const overlays: OverlaysByProvider = { fleetco: json<Overlay>('flows/overlays/fleetco.json') };

/** The 8 provider fixtures by name (mocks/fixtures/providers). */
export const fixtures = rawProviderFixtures as Readonly<Record<string, ConfigRecord>>;

/** A fixture with changes (the fixture itself is not changed). */
export function fixtureWith(name: string, changes: Record<string, unknown>): ConfigRecord {
  return { ...fixtures[name]!, ...changes };
}
