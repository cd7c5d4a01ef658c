/**
 * Types of the preview's behaviour analysis (reachability, journeys, fleet view, blast radius, semantic diff).
 * Plain data: every answer can be rendered, compared or serialised as it is.
 */
import type { Overlay, Scalar, SessionKind } from '../../src/engine';

/** A provider configuration as the analysis reads it (a fixture, or a fixture with changes). */
export type ConfigRecord = Readonly<Record<string, unknown>>;

/**
 * How a customer of a configuration can get to a step:
 * - `reachable`: from the front door (the flow's `entry` steps), through rules and guards;
 * - `link`: only by opening a link (an `entry: true` step such as a token page, or a step reached from one);
 * - `unreachable`: never shown for this configuration.
 */
export type StepStatus = 'reachable' | 'link' | 'unreachable';

export interface StepReachability {
  stepId: string;
  route: string;
  /** True for `reachable` and `link`. */
  reachable: boolean;
  status: StepStatus;
  /** Why, in words a support person understands: always set for `link` and `unreachable`. */
  reason?: string;
  /** Configuration fields the reason names (for highlighting). */
  fields?: string[];
  /** Rule (and guard) ids the reason names. */
  rules?: string[];
}

/** Provider overlays (flows/overlays/<provider>.json) by provider name. */
export type OverlaysByProvider = Readonly<Record<string, Overlay>>;

export interface AnalysisOptions {
  /**
   * The provider overlays: the analysis applies the overlay of the configuration's provider
   * (`z3p_client_name`, or the fixture's name) to the flow first.
   */
  overlays?: OverlaysByProvider;
  /** The provider the configuration belongs to (its overlay, its churn status); default its `z3p_client_name`. */
  provider?: string;
}

/** One journey of the model checker, labelled for people. */
export interface JourneySummary {
  /** `session · place mode · services screen(s)`, e.g. `visitor · home · services`; unique within a session kind. */
  label: string;
  session: SessionKind;
  /** The outcome the checker tells journeys apart by (place mode, services screens visited). */
  outcome: Readonly<Record<string, unknown>>;
  /** Step ids visited, from the start to the goal. */
  steps: string[];
  /** The rule that decided each move (`move.decidedBy`), in order. */
  rules: string[];
  /** The booking facts when each step of `steps` was shown (the goal's: the journey's facts at the end). */
  shownWith: Readonly<Record<string, Scalar>>[];
  /** The session when each step of `steps` was shown (`visitor`, `guest` or `signedIn`). */
  shownAs: string[];
}

interface SessionJourneys {
  session: SessionKind;
  journeys: JourneySummary[];
  /** Broken journey invariants, as the checker words them. */
  violations: string[];
}

export interface ProviderJourneySummary {
  /** Why there are no journeys (a churned provider shows the churn modal). */
  skipped?: string;
  /** The session kinds the configuration allows, in the checker's order. */
  sessions: SessionJourneys[];
}
