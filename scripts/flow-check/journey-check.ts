/**
 * The journey invariants of `npm run flows:check`: for every provider fixture (after its overlay) and
 * every session kind its configuration allows, the engine's model checker (findJourneys) must find a
 * journey from the flow's start to its goal for every place mode and service screen offered, with no
 * guard redirect and no return to the front door on the way. Prints a table per flow.
 */
import { findJourneys, nextStep, type Flow, type FlowProblem, type Journey, type JourneySearch, type Scalar, type SessionKind, type WidgetModel } from '../../src/engine';
import { evaluateCondition } from '../../src/engine/evaluate-condition';
import { expandFlow } from '../../src/engine/expand-flow';
import { decideParts } from '../../src/engine/resolve-widgets';
import { bookingFacts } from '../../src/booking/booking-facts';
import { emptyBooking } from '../../src/booking/booking-state';
import { bookingGuards } from '../../src/booking/guards';
import { widgetCatalog } from '../../src/widgets/registry/catalog';
import { providerProStatus } from '../../mocks/fixtures/providers';

export const sessionKinds: readonly SessionKind[] = ['visitor', 'guest', 'customer', 'fleet', 'returning'];

/** The catalogue's journey model (fills, sends, offPath) by widget name. */
export const widgetModels = widgetCatalog as unknown as Record<string, WidgetModel>;

const noSession = { signedIn: false, guest: false };

/**
 * Session kinds a configuration allows: a signed-in customer always; any other kind when some widget
 * choice that starts it (its `sessionKind`) is offered under the configuration: its `when` holds and, for a choice
 * offered only while a part of its widget shows (`part`), some use of the widget in the flow shows that part.
 */
function allowedSessionKinds(config: Readonly<Record<string, unknown>>, flow?: Flow): SessionKind[] {
  const ctx = { config: config as Record<string, unknown>, session: noSession, booking: {}, query: {} };
  const uses = flow ? expandFlow(flow).steps.flatMap((s) => s.widgets) : [];
  const partShown = (widget: string, part: string) =>
    uses.some((u) => u.widget === widget && decideParts(u.parts, ctx, bookingGuards).some((p) => p.part === part && p.shown));
  const choices = Object.entries(widgetModels).flatMap(([widget, w]) => Object.values(w.sends ?? {}).flatMap((c) => Object.values(c).map((choice) => ({ widget, choice }))));
  return sessionKinds.filter(
    (kind) =>
      kind === 'customer' ||
      choices.some(
        ({ widget, choice: c }) =>
          c.sessionKind === kind && (!c.when || evaluateCondition(c.when, ctx, bookingGuards).result) && (c.part === undefined || partShown(widget, c.part)),
      ),
  );
}

/** The facts of a new booking for a configuration. */
export function initialFacts(config: Readonly<Record<string, unknown>>): Record<string, Scalar> {
  return { ...bookingFacts(emptyBooking(), config) } as unknown as Record<string, Scalar>;
}

/** Place modes the configuration offers. */
function placeModes(config: Readonly<Record<string, unknown>>): string[] {
  return Array.isArray(config.service_locations) ? (config.service_locations as string[]) : [];
}

/**
 * The service screens a configuration offers, as `outcomeSteps`: the skip target when the provider
 * skips the category screen (D-08), else the screen each category card leads to (D-02..D-05).
 */
function serviceScreens(flow: Flow, config: Readonly<Record<string, unknown>>): string[] {
  const steps = flow.journeys?.outcomeSteps ?? [];
  const skip = config.skip_simple_services_to;
  if (typeof skip === 'string') return steps.includes(skip) ? [skip] : steps.slice(0, 1);
  // Else where each choice the category step offers leads, as the flow decides it (D-02..D-05).
  const ctx = { config: config as Record<string, unknown>, session: noSession, booking: {}, query: {} };
  const screens = new Set<string>();
  for (const step of flow.steps) {
    for (const use of step.widgets) {
      for (const [type, choices] of Object.entries(widgetModels[use.widget]?.sends ?? {})) {
        if (!step.on?.[type]) continue;
        for (const choice of Object.values(choices)) {
          if (choice.when && !evaluateCondition(choice.when, ctx, bookingGuards).result) continue;
          const to = nextStep(flow, step.id, { type, ...(choice.payload ?? {}) }, ctx, bookingGuards).to.stepId;
          if (to && steps.includes(to) && !steps.includes(step.id)) screens.add(to);
        }
      }
    }
  }
  return steps.filter((s) => screens.has(s));
}

export interface ProviderJourneys {
  provider: string;
  config: Record<string, unknown>;
  /** Why the provider has no journeys (a churned provider shows the churn modal, A-09). */
  skipped?: string;
  bySession: Partial<Record<SessionKind, JourneySearch>>;
}

/** Runs the model checker for every allowed session kind of every provider. */
export function journeysOf(flow: Flow, providers: Record<string, Record<string, unknown>>): ProviderJourneys[] {
  const spec = flow.journeys;
  if (!spec) return [];
  return Object.entries(providers).map(([provider, config]) => {
    if (providerProStatus[provider] === 'Churned') return { provider, config, skipped: 'churned: the churn modal replaces booking (A-09)', bySession: {} };
    const bySession: ProviderJourneys['bySession'] = {};
    for (const session of allowedSessionKinds(config, flow)) {
      bySession[session] = findJourneys(flow, {
        config,
        guards: bookingGuards,
        widgets: widgetModels,
        initialFacts: initialFacts(config),
        session,
        start: spec.start,
        goal: spec.goal,
        frontDoor: spec.frontDoor ?? [],
        outcomeFacts: spec.outcomeFacts,
        outcomeSteps: spec.outcomeSteps,
      });
    }
    return { provider, config, bySession };
  });
}

/** The shortest journey of a search (fewest moves; ties broken by the order found). */
export function shortest(search: JourneySearch | undefined): Journey | undefined {
  return search?.journeys.reduce<Journey | undefined>((best, j) => (!best || j.moves.length < best.moves.length ? j : best), undefined);
}

/**
 * Checks the invariants and builds the table. A problem names the flow file, the provider, the
 * session kind, the step and the rule where a journey breaks or loops.
 */
export function checkJourneys(flow: Flow, file: string, providers: Record<string, Record<string, unknown>>): { problems: FlowProblem[]; lines: string[] } {
  const problems: FlowProblem[] = [];
  const lines: string[] = [];
  if (!flow.journeys) return { problems, lines };
  const started = performance.now();
  const results = journeysOf(flow, providers);
  const err = (path: string, message: string) => problems.push({ file, path, message, severity: 'error' });
  const stepPath = (id: string) => `/steps/${flow.steps.findIndex((s) => s.id === id)}`;

  const header = `journeys of ${flow.id} (shortest moves from "${flow.journeys.start}" to "${flow.journeys.goal}"; outcomes = place modes × service screens):`;
  lines.push(header);
  const pad = (s: string, n: number) => s.padEnd(n);
  lines.push(`  ${pad('provider', 10)} ${sessionKinds.map((k) => pad(k, 10)).join(' ')} outcomes`);
  let states = 0;
  for (const r of results) {
    if (r.skipped) {
      lines.push(`  ${pad(r.provider, 10)} ${r.skipped}`);
      continue;
    }
    const cells = sessionKinds.map((k) => {
      const search = r.bySession[k];
      if (!search) return pad('—', 10);
      const j = shortest(search);
      return pad(j ? String(j.moves.length) : 'NONE', 10);
    });
    const modes = placeModes(r.config);
    const screens = serviceScreens(flow, r.config);
    let covered = 0;
    let expected = 0;
    for (const [session, search] of Object.entries(r.bySession) as Array<[SessionKind, JourneySearch]>) {
      states += search.statesExplored;
      if (search.truncated) err('/journeys', `provider ${r.provider}, session ${session}: the search stopped at ${search.statesExplored} states`);
      for (const v of search.violations) {
        err(stepPath(v.stepId), `provider ${r.provider}, session ${session}: ${v.kind} at step "${v.stepId}", rule ${v.ruleId}: ${v.message}`);
      }
      for (const mode of modes) {
        for (const screen of screens) {
          expected++;
          const found = search.journeys.some((j) => j.outcome.placeMode === mode && String(j.outcome.steps ?? '').split('+').includes(screen));
          if (found) covered++;
          else if (search.journeys.length) {
            err('/journeys', `provider ${r.provider}, session ${session}: no journey reaches "${flow.journeys.goal}" with place mode "${mode}" through "${screen}"`);
          }
        }
      }
    }
    lines.push(`  ${pad(r.provider, 10)} ${cells.join(' ')} ${covered}/${expected} (${modes.join(', ')} × ${screens.join(', ')})`);
  }
  lines.push(`  ${states} abstract states explored in ${Math.round(performance.now() - started)} ms`);
  return { problems, lines };
}
