/**
 * Types of the flow format (mirrors schemas/*.schema.json) and of the engine's answers.
 * A flow is data: JSON in flows/, checked against the schemas, then by checkFlow for names.
 */

export type Scalar = string | number | boolean | null;

export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { guard: string }
  | { config: string; equals?: Scalar; in?: Scalar[]; includes?: Scalar }
  | { session: 'signedIn' | 'guest' }
  | { booking: string; equals?: Scalar; in?: Scalar[] }
  | { query: string; equals?: string; in?: string[] }
  | { event: string; equals?: Scalar; in?: Scalar[] };

export type TargetValue = string | { event: string } | { param: string };

export type Target =
  | string
  | { step: string; query?: Record<string, TargetValue>; params?: Record<string, TargetValue> }
  | { fromQuery: string; otherwise: Target }
  | { fromConfig: string; map: Record<string, string>; otherwise: Target }
  | { urlFromConfig: string; otherwise: Target };

export type Effect = { clearCart: true } | { track: string } | { alert: string };

export interface Rule {
  id: string;
  note?: string;
  when: Condition;
  to: Target;
  effects?: Effect[];
}

export interface Fallback {
  id: string;
  note?: string;
  to: Target;
  effects?: Effect[];
}

/** A rule, or `{ "use": name }`: the flow's rule list of that name, in its place. */
export type RuleEntry = Rule | { use: string };

export interface EventRules {
  rules: RuleEntry[];
  otherwise: Fallback;
}

export interface Guard {
  id: string;
  note?: string;
  when: Condition;
  redirect: Target;
  effects?: Effect[];
}

export interface Blocker {
  id: string;
  when: Condition;
  message: string;
  /** `inactive` (default): Continue is inactive with the message as its reason; `onPress`: the message shows when Continue is pressed. */
  show?: 'inactive' | 'onPress';
}

export interface WidgetUse {
  widget: string;
  when?: Condition;
  options?: Record<string, unknown>;
}

export type Messages = Record<string, string>;

export interface Step {
  id: string;
  route: string;
  title?: string;
  entry?: boolean;
  terminal?: boolean;
  track?: string;
  layout?: 'flow' | 'page';
  /** Step-bar phase: an id of `Flow.phases`; a flow-layout step without one is in the first phase. */
  phase?: string;
  widgets: WidgetUse[];
  guards?: Guard[];
  on?: Record<string, EventRules>;
  blockers?: Blocker[];
  messages?: Messages;
}

export interface Flow {
  $schema?: string;
  id: string;
  title?: string;
  entry: string[];
  notFound?: string;
  messages?: Messages;
  /** The step bar of the flow layout, in order. */
  phases?: Phase[];
  /** Rule lists written once and used by several steps' events (`{ "use": name }` in their rules). */
  ruleLists?: Record<string, Rule[]>;
  /** The journeys the flow promises (schemas/flow.schema.json `journeys`); checked by find-journeys.ts. */
  journeys?: FlowJourneys;
  steps: Step[];
}

/** Where journeys start and end, and what tells them apart. */
export interface FlowJourneys {
  start: string;
  goal: string;
  frontDoor?: string[];
  outcomeFacts?: string[];
  outcomeSteps?: string[];
}

/** One phase of the step bar: its label (a flow message key) and where its link leads once completed. */
export interface Phase {
  id: string;
  title: string;
  to: Target;
}

export interface Overlay {
  $schema?: string;
  provider: string;
  flow: string;
  messages?: Messages;
  steps?: Record<
    string,
    {
      messages?: Messages;
      blockers?: Blocker[];
      guards?: Guard[];
      widgetOptions?: Record<string, Record<string, unknown>>;
    }
  >;
}

/** Everything a condition may read. Built by the app from its state; pure data. */
export interface FlowContext {
  config: Record<string, unknown>;
  session: { signedIn: boolean; guest: boolean };
  booking: Record<string, Scalar>;
  query: Record<string, string>;
}

/** An event sent to a step, e.g. { type: 'continue' } or { type: 'pickCategory', category: 'tires' }. */
export interface FlowEvent {
  type: string;
  [field: string]: Scalar;
}

/** Named guards implemented in code: pure predicates over the context. */
export type GuardImpl = (ctx: FlowContext, event?: FlowEvent) => boolean;
export type GuardImpls = Record<string, GuardImpl>;

/** How one condition evaluated: the leaf read, the value seen and the result, with children for combinators. */
export interface ConditionTrace {
  /** Human-readable form, e.g. `config.is_skipping_vehicle is truthy`. */
  text: string;
  result: boolean;
  value?: unknown;
  children?: ConditionTrace[];
}

/** One rule or guard looked at, in order, with its outcome. */
export interface RuleTrace {
  id: string;
  kind: 'guard' | 'rule' | 'otherwise' | 'blocker';
  matched: boolean;
  condition?: ConditionTrace;
  note?: string;
}

/** A resolved place to go: a step of the flow (with its concrete path) or a same-origin path from a query. */
export interface Destination {
  stepId: string | null;
  path: string;
  /** True for an address outside the app (from `urlFromConfig`). */
  external?: boolean;
}

export interface Explanation {
  /** The step that decided. */
  stepId: string;
  /** Every rule looked at, in order; the last matched one decided. */
  trace: RuleTrace[];
  /** The id of the rule that decided. */
  decidedBy: string;
}

/** Answer of resolveStep: the step to show for a route after applying guards (possibly several redirects). */
export interface Resolution {
  kind: 'step';
  step: Step;
  path: string;
  params: Record<string, string>;
  redirects: Array<{ from: string; to: Destination; explanation: Explanation }>;
  effects: Effect[];
}

export interface NotFound {
  kind: 'notFound';
  path: string;
  message: string;
}

/** Answer of nextStep. */
export interface Transition {
  to: Destination;
  effects: Effect[];
  explanation: Explanation;
}

/** Answer of continueBlocker: the first blocker that holds, or null. */
export interface BlockerResult {
  blocked: boolean;
  message: string | null;
  /** The holding blocker is shown when Continue is pressed (`show: "onPress"`), not as an inactive button. */
  showOnPress: boolean;
  explanation: Explanation;
}

export interface FlowProblem {
  /** File (or flow id) the problem is in. */
  file: string;
  /** JSON path inside it, e.g. `/steps/3/on/continue/rules/0/when/config`. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}
