/** One move of a journey as the preview shows it: on `stepId` (at `route`), `decidedBy` sent the customer `to` a step. */
interface JourneyMoveView {
  stepId: string;
  route: string;
  /** The step shown next, or `external:<url>` for an address outside the app. */
  to: string;
  /** The rule id that decided the move. */
  decidedBy: string;
}

/**
 * A journey as the preview lists, highlights and replays it (computed from the engine's `findJourneys`
 * elsewhere; the graph only renders it): a label, the steps visited in order, the rule ids that decided the
 * moves, and the moves.
 */
export interface JourneyView {
  label: string;
  steps: string[];
  ruleIds: string[];
  moves: JourneyMoveView[];
  /** The booking facts when each step of `steps` was shown (Replay sends a booking with them, booking-for-facts.ts). */
  shownWith?: readonly Readonly<Record<string, unknown>>[];
  /** The session when each step was shown (`visitor`, `guest`, `signedIn`): Replay signs in or out to match. */
  shownAs?: readonly string[];
}

/** Where a journey sits in `journeysBySession`: its session kind and its index there. */
export interface JourneyRef {
  session: string;
  index: number;
}

/** Whether two journey references name the same journey. */
export function sameJourney(a: JourneyRef | null | undefined, b: JourneyRef | null | undefined): boolean {
  return !!a && !!b && a.session === b.session && a.index === b.index;
}

/** The graph highlight of a journey: its steps and the rule ids that moved it. */
export function journeyHighlight(journey: JourneyView): { steps: string[]; rules: string[] } {
  return { steps: journey.steps, rules: journey.ruleIds };
}
