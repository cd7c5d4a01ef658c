/**
 * Types of the flow format and of the engine's answers. The flow format's types are generated from the
 * JSON Schemas (schemas/flow.schema.json and those it references, schemas/overlay.schema.json → src/generated/
 * flow-format.ts, flow-overlay.ts; `npm run codegen`): the schemas are the one source. A flow is data: JSON in
 * flows/, checked against the schemas, then by checkFlowNames for names, and run expanded (expandFlow).
 */
import type { Effect, Scalar, Step } from '../generated/flow-format';

export type {
  Blocker,
  Condition,
  Effect,
  
  
  Flow,
  
  Guard,
  
  
  OptionCases,
  OptionFromConfig,
  
  OptionValue,
  
  Rule,
  RuleEntry,
  Scalar,
  Step,
  StepTemplate,
  Target,
  
  TargetValue,
  WidgetParts,
  WidgetUse,
} from '../generated/flow-format';
export type { Overlay } from '../generated/flow-overlay';

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
type GuardImpl = (ctx: FlowContext, event?: FlowEvent) => boolean;
export type GuardImpls = Record<string, GuardImpl>;

/** How one condition evaluated: the leaf read, the value seen and the result, with children for combinators. */
export interface ConditionTrace {
  /** Human-readable form, e.g. `config.is_skipping_vehicle is truthy`. */
  text: string;
  result: boolean;
  value?: unknown;
  children?: ConditionTrace[];
  /** What kind of node it is: a combinator, a named guard, a constant, or a leaf (then `leaf` says what it read and tested). */
  op: 'all' | 'any' | 'not' | 'guard' | 'constant' | 'leaf';
  /** A leaf's source, name, test and operand, as written: `{ source: 'config', name: 'service_locations', test: 'includes', operand: 'workplace' }`. */
  leaf?: ConditionLeaf;
}

/** The parts of a condition leaf (see ConditionTrace), so a reader need not parse its text. */
export interface ConditionLeaf {
  source: 'config' | 'booking' | 'query' | 'event' | 'session';
  name: string;
  test: 'truthy' | 'present' | 'equals' | 'in' | 'includes';
  operand?: unknown;
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
  /**
   * Why the resolution ends here, from the same evaluation that decided: the shown step's guards, none holding
   * (`decidedBy` is `none`); for a redirect out of the flow, the last redirect's.
   */
  explanation: Explanation;
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
