/**
 * The shape of one entry of the widget catalogue (`catalog.ts`): what the flow checker and the journey model
 * read of a widget, as plain data.
 */
import type { WidgetOptionsSpec } from '../contract/widget-spec';

export interface WidgetSpec {
  description: string;
  /**
   * The widget's options schema and parts, declared beside the component (`<folder>/<name>.options.ts`): the flow
   * checker refuses an unknown, missing or mistyped option, an unknown part and a part left unwritten.
   */
  spec: WidgetOptionsSpec;
  /** Events the widget may send to its step (`step.on[event]` must exist). */
  events?: readonly string[];
  /** Message keys the widget reads (from the step's or the flow's messages). */
  messages?: readonly string[];
  /** Not built yet: rendered as a labelled placeholder naming the issue that builds it. */
  planned?: string;
  /**
   * Journey model (docs/architecture.md, "Journeys"): what a person can complete on the widget without
   * leaving the step, by choice name, and the booking facts (and session) each choice establishes.
   */
  fills?: Readonly<Record<string, FactEffect>>;
  /** Journey model: for each event the widget sends on a journey, the choices a person can make and what each establishes. */
  sends?: Readonly<Record<string, Readonly<Record<string, FactEffect>>>>;
  /** Events that are never part of a journey to the finished page (failures, side paths), with the reason. */
  offPath?: Readonly<Record<string, string>>;
}

/**
 * What one choice on a widget establishes. `part` says the widget offers the choice only while that part of it
 * shows (the flow decides: the journey checker reads the step's `parts`); `when` (a condition over `session`)
 * narrows it further; `set` the booking facts it makes true (or changes), `session` the session it starts,
 * `payload` the event's fields.
 */
export interface FactEffect {
  part?: string;
  when?: JourneyCondition;
  set?: Readonly<Record<string, string | number | boolean | null>>;
  session?: 'signedIn' | 'guest';
  payload?: Readonly<Record<string, string | number | boolean | null>>;
  /** The choice is how a customer of this kind goes on (sign-up, fleet sign-up, guest checkout): only journeys of that kind take it. */
  sessionKind?: 'visitor' | 'guest' | 'customer' | 'fleet' | 'returning';
}

/** A flow condition (schemas/condition.schema.json) as plain data; the journey checker evaluates it. */
export type JourneyCondition = Readonly<Record<string, unknown>>;

export const visitor: JourneyCondition = { not: { session: 'signedIn' } };
export const one: Readonly<Record<string, FactEffect>> = { default: {} };
