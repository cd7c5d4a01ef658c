/**
 * The front-door journeys the browser tests walk (e2e/front-door.spec.ts): for every provider fixture
 * (with its overlay) and every session kind its configuration allows, the engine's shortest journey
 * from `/` to the finished page of the booking flow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyOverlay, expandFlow, type Flow, type Journey, type Overlay } from '../../src/engine';
import { providerProStatus, rawProviderFixtures } from '../../mocks/fixtures/providers';
import { journeysOf, shortest } from '../../src/journeys/journeys-of';
import { projectInputs } from './check-flows';

const root = join(import.meta.dirname, '../..');

export interface FrontDoorJourney {
  provider: string;
  config: Record<string, unknown>;
  journey: Journey;
  /** The route of the flow's goal step (`/pricing/finished`). */
  goalRoute: string;
}

/** The booking flow as a provider sees it: expanded (templates, named conditions), its overlay applied, if any. */
export function flowFor(provider: string): Flow {
  const flow = JSON.parse(readFileSync(join(root, 'flows/booking.flow.json'), 'utf8')) as Flow;
  const overlays = projectInputs().overlayFiles.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Overlay);
  const overlay = overlays.find((o) => o.provider === provider && o.flow === flow.id);
  return overlay ? applyOverlay(flow, overlay) : expandFlow(flow);
}

/** One shortest journey per provider fixture × allowed session kind, in a stable order. */
export function frontDoorJourneys(): FrontDoorJourney[] {
  const out: FrontDoorJourney[] = [];
  for (const [provider, raw] of Object.entries(rawProviderFixtures)) {
    const config = raw as Record<string, unknown>;
    const flow = flowFor(provider);
    const goalRoute = flow.steps.find((s) => s.id === flow.journeys?.goal)?.route ?? '/';
    const [result] = journeysOf(flow, { [provider]: config }, providerProStatus);
    for (const search of Object.values(result?.bySession ?? {})) {
      const journey = shortest(search);
      if (journey) out.push({ provider, config, journey, goalRoute });
    }
  }
  return out;
}
