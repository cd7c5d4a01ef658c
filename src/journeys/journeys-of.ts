/**
 * The journey model of the app, run: the engine's model checker (findJourneys) with the catalogue's widget models,
 * the booking's guards, initial facts and effect facts, for every session kind a configuration allows. Read by the
 * flow checker (scripts/flow-check) and the preview's analysis; never by the app (the customer bundle).
 */
import { bookingGuards } from '../booking/guards';
import { findJourneys, type Flow, type Journey, type JourneySearch, type SessionKind } from '../engine';
import { effectFacts } from './effect-facts';
import { initialFacts } from './initial-facts';
import { allowedSessionKinds } from './session-kinds';
import { widgetModels } from './widget-models';

export interface ProviderJourneys {
  provider: string;
  config: Record<string, unknown>;
  /** Why the provider has no journeys (a churned provider shows the churn modal, A-09). */
  skipped?: string;
  bySession: Partial<Record<SessionKind, JourneySearch>>;
}

/**
 * Runs the model checker for every allowed session kind of every provider. `proStatus` is each provider's status
 * (the back end's `/pro/{id}` answer): a `Churned` provider gets no journeys (`skipped` says why).
 */
export function journeysOf(flow: Flow, providers: Record<string, Record<string, unknown>>, proStatus: Readonly<Record<string, string>>): ProviderJourneys[] {
  const spec = flow.journeys;
  if (!spec) return [];
  return Object.entries(providers).map(([provider, config]) => {
    if (proStatus[provider] === 'Churned') return { provider, config, skipped: 'churned: the churn modal replaces booking (A-09)', bySession: {} };
    const bySession: ProviderJourneys['bySession'] = {};
    for (const session of allowedSessionKinds(config, flow)) {
      bySession[session] = findJourneys(flow, {
        config,
        guards: bookingGuards,
        widgets: widgetModels,
        initialFacts: initialFacts(config),
        effectFacts,
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
