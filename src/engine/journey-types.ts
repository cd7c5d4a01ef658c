import type { Condition, FlowContext, Scalar } from './types';

/**
 * Types of the journey model checker (find-journeys.ts). A journey is a path a customer takes from the
 * flow's start to its goal using only what widgets can send, with the facts each choice establishes.
 */

/** What one choice on a widget establishes (mirrors `FactEffect` of the widget catalogue). */
export interface ChoiceEffect {
  /** The choice is offered only while this part of the widget shows (the flow's `parts` decide). */
  part?: string;
  when?: Condition;
  set?: Readonly<Record<string, Scalar>>;
  session?: 'signedIn' | 'guest';
  payload?: Readonly<Record<string, Scalar>>;
  /** The choice is how a customer of this session kind goes on (e.g. guest checkout): only journeys of that kind take it. */
  sessionKind?: SessionKind;
}

/** The journey model of one widget: its fills and the events it sends on a journey, by choice name. */
export interface WidgetModel {
  fills?: Readonly<Record<string, ChoiceEffect>>;
  sends?: Readonly<Record<string, Readonly<Record<string, ChoiceEffect>>>>;
  offPath?: Readonly<Record<string, string>>;
}

/**
 * Who is booking: a visitor who signs up, a guest, a signed-in customer, a fleet user (signs up with a fleet
 * account), a returning customer (starts as a visitor and signs in on the way: "Booked service before?", J).
 */
export type SessionKind = 'visitor' | 'guest' | 'customer' | 'fleet' | 'returning';

/** The abstract state explored: the step, the session and the booking facts. */
export interface JourneyState {
  stepId: string;
  session: 'visitor' | 'signedIn' | 'guest';
  facts: Readonly<Record<string, Scalar>>;
  /** The query of the step's address (e.g. the login's `redirect`, read by `fromQuery` targets); none when absent. */
  query?: Readonly<Record<string, string>>;
}

/** One move of a journey: on `stepId`, complete `fills`, then `event` is sent; `decidedBy` chose `to`. */
export interface JourneyMove {
  stepId: string;
  /** The step's route pattern, e.g. `/pricing/place`. */
  route: string;
  fills: Array<{ widget: string; choice: string }>;
  event: { widget: string; type: string; choice: string; payload: Readonly<Record<string, Scalar>> };
  /** The rule that decided where the event leads. */
  decidedBy: string;
  /** The step shown next (after any guard redirect), or `external:<url>` for an address outside the app. */
  to: string;
  /** Guards that fired on entering the next step (none on a sound journey). */
  redirects: string[];
  /** The booking facts when the step was shown, before this move's fills (what its guards let through). */
  shownWith: Readonly<Record<string, Scalar>>;
  /** The session when the step was shown (a visitor signs in on the way). */
  shownAs: JourneyState['session'];
}

export interface Journey {
  session: SessionKind;
  /** The outcome facts at the goal and the outcome steps visited, e.g. `{ placeMode: 'home', steps: 'services' }`. */
  outcome: Readonly<Record<string, Scalar>>;
  moves: JourneyMove[];
  /** The facts at the goal. */
  facts: Readonly<Record<string, Scalar>>;
  /** Steps visited, in order, starting with the start step and ending with the goal. */
  steps: string[];
}

/** A broken invariant, located: where the journey breaks or loops and which rule did it. */
export interface JourneyViolation {
  kind: 'no-journey' | 'guard-on-path' | 'back-to-start';
  session: SessionKind;
  stepId: string;
  ruleId: string;
  message: string;
}

export interface JourneyOptions {
  /** The provider configuration. */
  config: Readonly<Record<string, unknown>>;
  /** Named guards implemented in code. */
  guards: Readonly<Record<string, (ctx: FlowContext) => boolean>>;
  /** The widget models by catalogue name. */
  widgets: Readonly<Record<string, WidgetModel>>;
  /** The facts of a new booking (every fact a condition may read). */
  initialFacts: Readonly<Record<string, Scalar>>;
  /**
   * The facts each effect of a rule or guard sets, by effect name (`{ clearCart: { cartEmpty: true } }`: the booking's
   * knowledge, not the engine's); an effect not listed sets none.
   */
  effectFacts?: Readonly<Record<string, Readonly<Record<string, Scalar>>>>;
  session: SessionKind;
  /** Step id the journey starts on (`home`). */
  start: string;
  /** Step id of the goal (`finished`); a rule sending to an external address instead of it also ends the journey. */
  goal: string;
  /** Steps a journey must not come back to once it has left them (`home`, `begin`). */
  frontDoor: readonly string[];
  /**
   * What tells journeys apart: the values of these facts at the goal and which of these steps the
   * journey visited (e.g. `placeMode`; the services screens). One shortest journey is kept per outcome.
   */
  outcomeFacts?: readonly string[];
  outcomeSteps?: readonly string[];
  /** Upper bound of abstract states explored (default 20,000). */
  maxStates?: number;
}

export interface JourneySearch {
  /** Shortest journey to the goal per distinct outcome (session kind, place mode, service step). */
  journeys: Journey[];
  violations: JourneyViolation[];
  statesExplored: number;
  /** True when `maxStates` stopped the search. */
  truncated: boolean;
}
