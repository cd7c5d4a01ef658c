import type { NamedFact } from '../widgets/contract/named-facts';
import type { BlockerResult, Destination, Explanation, PartTrace, Resolution, Transition, WidgetExplanation } from '../engine';

/**
 * One decision the renderer took, with the engine's explanation (every guard, rule or blocker looked at,
 * each condition with the value it read):
 *
 * - `entry`: a step was entered. `ruleId` is the guard that fired and redirected to `to`, or null when none
 *   fired (the explanation then lists the step's guards, none holding; `decidedBy` is `none`).
 * - `event`: a widget sent `event` (Continue or any other); `ruleId` is the rule that matched (or the
 *   `otherwise`), `to` where it leads.
 * - `blocked`: a Continue blocker. `ruleId` is the blocker that holds (with its `message`), or null when a
 *   blocker stopped holding (Continue is free again). `pressed` is true when a Continue press was refused,
 *   false when the blocker started (or stopped) holding because the booking changed.
 * - `shown`: what the step shows, each time it changes: every widget with why it shows or not, its parts and
 *   computed options (`widgets`), and the sidebar's parts (`sidebar`, flow-layout steps). `ruleId` is null.
 * - `facts`: named facts a widget decided from the customer's record or the time (src/widgets/contract/named-facts.ts:
 *   a cancellation fee, the tip window), each with its reason (`facts`). `ruleId` is null.
 */
export interface Decision {
  /** Increases by one with every decision of the page (across steps and flow providers). */
  seq: number;
  kind: 'entry' | 'event' | 'blocked' | 'shown' | 'facts';
  /** The step that decided. */
  stepId: string;
  /** The location it decided on: pathname + search. */
  path: string;
  /** The event's type (`event` decisions; `continue` for a refused Continue). */
  event?: string;
  ruleId: string | null;
  /** Where the decision leads (`entry` with a redirect, `event`). */
  to?: Destination;
  explanation: Explanation;
  /** `blocked`: the blocker's message (placeholders filled), null when released. */
  message?: string | null;
  /** `blocked`: true when a Continue press was refused. */
  pressed?: boolean;
  /** `shown`: the step's widgets, each with why it shows (or not), its parts and computed options. */
  widgets?: WidgetExplanation[];
  /** `shown`: the sidebar's parts (flow-layout steps). */
  sidebar?: PartTrace[];
  /** `facts`: the named facts a widget reported, with the widget's name. */
  facts?: ReadonlyArray<NamedFact & { widget: string }>;
}

/** A decision before it is numbered. */
export type DecisionInput = Omit<Decision, 'seq'>;

/** Receives every decision, in order. */
export type DecisionListener = (decision: Decision) => void;

let lastSeq = 0;

/** Numbers a decision: `seq` increases by one per call for the life of the page. */
export function numberDecision(input: DecisionInput): Decision {
  lastSeq += 1;
  return { ...input, seq: lastSeq };
}

/**
 * The entry decisions of a resolution on `path`: one per guard redirect taken (the guard that fired, where it
 * sent the customer), then, when the step is shown here (no redirect away), one saying that none of its guards
 * fired, with each guard's condition and the values it read — the resolution's own explanation, not a second
 * evaluation.
 */
export function entryDecisions(resolution: Resolution, path: string, redirectTo: string | null): DecisionInput[] {
  const out: DecisionInput[] = [];
  let from = path;
  for (const redirect of resolution.redirects) {
    out.push({ kind: 'entry', stepId: redirect.from, path: from, ruleId: redirect.explanation.decidedBy, to: redirect.to, explanation: redirect.explanation });
    from = redirect.to.path;
  }
  if (redirectTo === null) out.push({ kind: 'entry', stepId: resolution.step.id, path, ruleId: null, explanation: resolution.explanation });
  return out;
}

/** The decision of an event a widget sent on `stepId`: the engine's transition, its rule and destination. */
export function eventDecision(stepId: string, path: string, event: string, transition: Transition): DecisionInput {
  return { kind: 'event', stepId, path, event, ruleId: transition.explanation.decidedBy, to: transition.to, explanation: transition.explanation };
}

/** A Continue blocker decision: the blocker holding (or none, `ruleId` null), and whether a press was refused (of `event`, Continue by default). */
export function blockedDecision(stepId: string, path: string, blocker: BlockerResult, pressed: boolean, event = 'continue'): DecisionInput {
  return {
    kind: 'blocked',
    stepId,
    path,
    ...(pressed ? { event } : {}),
    ruleId: blocker.blocked ? blocker.explanation.decidedBy : null,
    explanation: blocker.explanation,
    message: blocker.message,
    pressed,
  };
}

/** What a step shows: its widgets explained and the sidebar's parts (see `Decision`, kind `shown`). */
export function shownDecision(stepId: string, path: string, widgets: WidgetExplanation[], sidebar: PartTrace[]): DecisionInput {
  return { kind: 'shown', stepId, path, ruleId: null, explanation: { stepId, trace: [], decidedBy: 'none' }, widgets, sidebar };
}

/** A short signature of what a step shows (widgets, parts, computed values): a new `shown` decision is recorded when it changes. */
export function shownSignature(widgets: readonly WidgetExplanation[], sidebar: readonly PartTrace[]): string {
  return JSON.stringify([
    widgets.map((w) => [w.index, w.shown, w.parts.map((p) => [p.part, p.shown]), w.computed.map((c) => [c.option, c.value])]),
    sidebar.map((p) => [p.part, p.shown]),
  ]);
}

/** The named facts a widget reported (see `Decision`, kind `facts`). */
export function factsDecision(stepId: string, path: string, widget: string, facts: readonly NamedFact[]): DecisionInput {
  return { kind: 'facts', stepId, path, ruleId: null, explanation: { stepId, trace: [], decidedBy: 'none' }, facts: facts.map((f) => ({ ...f, widget })) };
}
