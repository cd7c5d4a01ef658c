/**
 * The engine's journeys for one configuration, labelled for people: per session kind the configuration
 * allows, each shortest journey from the front door to the finished page, its steps and its rules.
 */
import { type Flow, type Journey, type JourneySearch, type SessionKind } from '../../src/engine';
import { providerProStatus } from '../../mocks/fixtures/providers';
import { journeysOf } from '../../src/journeys/journeys-of';
import { sessionKinds } from '../../src/journeys/session-kinds';
import type { AnalysisOptions, ConfigRecord, JourneySummary, ProviderJourneySummary } from './analysis-types';
import { flowForProvider, providerOf } from './flow-for-config';
import { memoPerConfig } from './memo-per-config';

/** `visitor · home · services`: the session kind, then the outcome values (place mode, services screens). */
export function journeyLabel(session: SessionKind, outcome: Readonly<Record<string, unknown>>): string {
  const values = Object.values(outcome)
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map((v) => String(v).split('+').join(' + '));
  return [session, ...values].join(' · ');
}

function summary(journey: Journey): JourneySummary {
  return {
    label: journeyLabel(journey.session, journey.outcome),
    session: journey.session,
    outcome: journey.outcome,
    steps: [...journey.steps],
    rules: journey.moves.map((m) => m.decidedBy),
    shownWith: [...journey.moves.map((m) => m.shownWith), journey.facts],
    shownAs: [...journey.moves.map((m) => m.shownAs), journey.moves.at(-1)?.shownAs ?? 'visitor'],
  };
}

/** Unique labels within a session kind (two outcomes the label words alike get a number). */
function uniqueLabels(journeys: JourneySummary[]): JourneySummary[] {
  const seen = new Map<string, number>();
  return journeys.map((j) => {
    const n = (seen.get(j.label) ?? 0) + 1;
    seen.set(j.label, n);
    return n === 1 ? j : { ...j, label: `${j.label} (${n})` };
  });
}

const journeysOfProviderFlow = memoPerConfig((flow: Flow, config: ConfigRecord, provider: string): ProviderJourneySummary => {
  const [result] = journeysOf(flow, { [provider || 'preview']: config as Record<string, unknown> }, providerProStatus);
  if (!result) return { sessions: [] };
  if (result.skipped) return { skipped: result.skipped, sessions: [] };
  return {
    sessions: sessionKinds
      .filter((kind) => result.bySession[kind])
      .map((kind) => {
        const search = result.bySession[kind] as JourneySearch;
        return {
          session: kind,
          journeys: uniqueLabels(search.journeys.map(summary)).sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)),
          violations: search.violations.map((v) => `${v.kind} at step "${v.stepId}", rule ${v.ruleId}: ${v.message}`),
        };
      }),
  };
});

/**
 * The model checker's journeys for a configuration (src/journeys/journeys-of.ts `journeysOf`), per
 * session kind it allows (in the order visitor, guest, customer, fleet, returning): one shortest journey per
 * outcome, each with a label unique within its session kind (`visitor · home · services`), its step ids
 * and the rule that decided each move. A churned provider has none (`skipped` says why). With
 * `opts.overlays` the provider's overlay applies. Deterministic; memoised per flow and configuration.
 */
export function journeysFor(written: Flow, config: ConfigRecord, opts: AnalysisOptions = {}): ProviderJourneySummary {
  const provider = opts.provider ?? providerOf(config);
  const flow = flowForProvider(written, provider, opts.overlays);
  return journeysOfProviderFlow(flow, config, provider);
}

/** Every journey of a summary, across session kinds, by label. */
export function journeysByLabel(summary: ProviderJourneySummary): Map<string, JourneySummary> {
  return new Map(summary.sessions.flatMap((s) => s.journeys.map((j) => [j.label, j] as const)));
}
