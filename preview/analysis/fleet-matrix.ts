/**
 * The fleet view's data: every provider fixture × every step of the flow, and each provider's journeys per
 * session kind.
 */
import { expandFlow, type Flow, type SessionKind } from '../../src/engine';
import { sessionKinds } from '../../scripts/flow-check/journey-check';
import type { ConfigRecord, OverlaysByProvider, StepReachability } from './analysis-types';
import { journeysFor } from './journeys-for';
import { reachability } from './reachability';

export interface FleetRow {
  stepId: string;
  route: string;
  /** One cell per provider, in the order of `FleetMatrix.providers`. */
  cells: StepReachability[];
}

export interface FleetJourneys {
  provider: string;
  /** Why the provider has no journeys (churned). */
  skipped?: string;
  /** Journeys per session kind the configuration allows; a kind it does not allow is absent. */
  counts: Partial<Record<SessionKind, number>>;
}

export interface FleetMatrix {
  /** Fixture names, in the order given. */
  providers: string[];
  /** Every session kind, in the checker's order (visitor, guest, customer, fleet, returning). */
  sessionKinds: SessionKind[];
  /** One row per step, in flow order. */
  rows: FleetRow[];
  /** One entry per provider, in the order of `providers`. */
  journeys: FleetJourneys[];
}

/**
 * Every fixture × every step: reachable, by link or unreachable (with the reason, see `reachability`), and
 * the number of journeys per session kind (see `journeysFor`). Each fixture is analysed as its provider
 * (the fixture's name): its overlay from `opts.overlays` applies. Fast after the first call: both analyses
 * are memoised per flow and configuration.
 */
export function fleetMatrix(flow: Flow, fixtures: Readonly<Record<string, ConfigRecord>>, opts: { overlays?: OverlaysByProvider } = {}): FleetMatrix {
  const providers = Object.keys(fixtures);
  const perProvider = providers.map((provider) => {
    const config = fixtures[provider]!;
    const steps = new Map(reachability(flow, config, { overlays: opts.overlays, provider }).map((r) => [r.stepId, r]));
    const journeys = journeysFor(flow, config, { overlays: opts.overlays, provider });
    return { provider, steps, journeys };
  });
  const rows = expandFlow(flow).steps.map((step) => ({
    stepId: step.id,
    route: step.route,
    cells: perProvider.map(
      (p) => p.steps.get(step.id) ?? { stepId: step.id, route: step.route, reachable: false, status: 'unreachable' as const, reason: 'unreachable: the step is not in this provider’s flow' },
    ),
  }));
  const journeys = perProvider.map(({ provider, journeys: j }) => ({
    provider,
    ...(j.skipped ? { skipped: j.skipped } : {}),
    counts: Object.fromEntries(j.sessions.map((s) => [s.session, s.journeys.length])) as Partial<Record<SessionKind, number>>,
  }));
  return { providers, sessionKinds: [...sessionKinds], rows, journeys };
}
