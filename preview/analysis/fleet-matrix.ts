/**
 * The fleet view's data: every provider fixture × every step of the flow, each provider's journeys per
 * session kind, and the widgets, parts and computed options whose state differs between providers.
 */
import { expandFlow, type Flow, type SessionKind } from '../../src/engine';
import { sessionKinds } from '../../src/journeys/session-kinds';
import type { ConfigRecord, OverlaysByProvider, StepReachability } from './analysis-types';
import { journeysFor } from './journeys-for';
import { reachability } from './reachability';
import { shownDifferences, shownItems, type ShownItem } from './shown-parts';

interface FleetRow {
  stepId: string;
  route: string;
  /** One cell per provider, in the order of `FleetMatrix.providers`. */
  cells: StepReachability[];
}

interface FleetJourneys {
  provider: string;
  /** Why the provider has no journeys (churned). */
  skipped?: string;
  /** Journeys per session kind the configuration allows; a kind it does not allow is absent. */
  counts: Partial<Record<SessionKind, number>>;
}

/** A widget, part or computed option whose state differs between providers. */
export interface FleetShownRow {
  key: string;
  kind: ShownItem['kind'];
  /** The step; null for the sidebar. */
  stepId: string | null;
  route: string | null;
  widget: string | null;
  /** What the preview calls it (`At Work`, `Prices (each service and the subtotal)`, a widget's name). */
  label: string;
  /** One cell per provider: its state (`shown`, `hidden`, `depends`, an option's value as JSON; `absent` when its flow has no such use), with the reason when the configuration settles it. */
  cells: Array<{ state: string; reason?: string; fields: string[] }>;
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
  /** The widgets, parts and computed options whose state differs between providers (in flow order, the sidebar last). */
  shown: FleetShownRow[];
}

/**
 * Every fixture × every step: reachable, by link or unreachable (with the reason, see `reachability`),
 * the number of journeys per session kind (see `journeysFor`), and every widget, part or computed option that
 * some providers' configurations settle differently (see `shownItems`: shown, hidden, depends on the visit). Each fixture is analysed as its provider
 * (the fixture's name): its overlay from `opts.overlays` applies. Fast after the first call: both analyses
 * are memoised per flow and configuration.
 */
export function fleetMatrix(flow: Flow, fixtures: Readonly<Record<string, ConfigRecord>>, opts: { overlays?: OverlaysByProvider } = {}): FleetMatrix {
  const providers = Object.keys(fixtures);
  const perProvider = providers.map((provider) => {
    const config = fixtures[provider]!;
    const steps = new Map(reachability(flow, config, { overlays: opts.overlays, provider }).map((r) => [r.stepId, r]));
    const journeys = journeysFor(flow, config, { overlays: opts.overlays, provider });
    const shown = shownItems(flow, config, { overlays: opts.overlays, provider });
    return { provider, steps, journeys, shown };
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
  const shown = shownDifferences(perProvider.map((p) => p.shown)).map(({ item, cells }) => ({
    key: item.key,
    kind: item.kind,
    stepId: item.stepId,
    route: item.route,
    widget: item.widget,
    label: item.label,
    cells: cells.map((c) => (c ? { state: c.state, ...(c.reason ? { reason: c.reason } : {}), fields: c.fields } : { state: 'absent', fields: [] })),
  }));
  return { providers, sessionKinds: [...sessionKinds], rows, journeys, shown };
}
