/**
 * The journey invariants of `npm run flows:check`: for every provider fixture (after its overlay) and
 * every session kind its configuration allows, the engine's model checker (findJourneys) must find a
 * journey from the flow's start to its goal for every place mode and service screen offered, with no
 * guard redirect and no return to the front door on the way. Prints a table per flow.
 */
import { nextStep, type Flow, type FlowProblem, type JourneySearch, type SessionKind } from '../../src/engine';
import { evaluateCondition } from '../../src/engine/evaluate-condition';
import { bookingGuards } from '../../src/booking/guards';
import { journeysOf, shortest } from '../../src/journeys/journeys-of';
import { sessionKinds } from '../../src/journeys/session-kinds';
import { widgetModels } from '../../src/journeys/widget-models';
import { providerProStatus } from '../../mocks/fixtures/providers';

const noSession = { signedIn: false, guest: false };

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

/**
 * Checks the invariants and builds the table. A problem names the flow file, the provider, the
 * session kind, the step and the rule where a journey breaks or loops.
 */
export function checkJourneys(flow: Flow, file: string, providers: Record<string, Record<string, unknown>>): { problems: FlowProblem[]; lines: string[] } {
  const problems: FlowProblem[] = [];
  const lines: string[] = [];
  if (!flow.journeys) return { problems, lines };
  const started = performance.now();
  const results = journeysOf(flow, providers, providerProStatus);
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
