/**
 * A condition's trace (src/engine/evaluate-condition.ts) told as the reason a support person reads: only the
 * leaves that decided the result, each with the value it read, e.g. `` `service_locations` is ["home","shop"]
 * (does not include "workplace") `` or `` `is_hiding_price_in_booking` is true ``. Field names are between
 * backticks (the panels draw them as code). Pure: the trace is all it reads.
 */
import type { ConditionLeaf, ConditionTrace, OptionTrace } from '../../src/engine';

export interface ConditionReason {
  /** The deciding leaves in words, joined with "and"; names between backticks. */
  text: string;
  /** The configuration fields the deciding leaves read, in order, without repeats. */
  fields: string[];
}

type Source = ConditionLeaf['source'];

/** JSON of a value; unset as "not set". */
function show(value: unknown): string {
  return value === undefined || value === null ? 'not set' : JSON.stringify(value);
}

const SUBJECT: Record<Source, (name: string) => string> = {
  config: (name) => `\`${name}\``,
  booking: (name) => `the booking's \`${name}\``,
  query: (name) => `the query parameter \`${name}\``,
  event: (name) => `the event's \`${name}\``,
  session: (name) => `session \`${name}\``,
};

/** A value read and tested as truthy, in words: `is true`, `is not set`, `is [] (empty)`. */
function truthyText(value: unknown, result: boolean): string {
  if (value === undefined || value === null) return 'is not set';
  if (typeof value === 'boolean') return `is ${String(value)}`;
  if (!result && (value === '' || (Array.isArray(value) && value.length === 0))) return `is ${JSON.stringify(value)} (empty)`;
  return `is ${JSON.stringify(value)}`;
}

/** One leaf in words, with the value it read (from the trace's structure, never its text). */
export function leafReason(leaf: ConditionTrace): string {
  if (leaf.op === 'constant') return leaf.result ? 'always' : 'never';
  if (leaf.op === 'guard') return `${leaf.text} ${leaf.result ? 'holds' : 'does not hold'}`;
  if (!leaf.leaf) return `${leaf.text} is ${String(leaf.result)}`;
  const { source, name, test, operand } = leaf.leaf;
  const v = leaf.value;
  if (source === 'session') {
    const what = name === 'signedIn' ? 'signed in' : name === 'guest' ? 'checking out as a guest' : `in session "${name}"`;
    return `the customer is ${v ? '' : 'not '}${what}`;
  }
  const subject = SUBJECT[source](name);
  if (test === 'present') return `${subject} is ${leaf.result ? `present (${JSON.stringify(v)})` : 'absent'}`;
  if (test === 'equals') return leaf.result ? `${subject} is ${show(v)}` : `${subject} is ${show(v)} (not ${JSON.stringify(operand)})`;
  if (test === 'in') {
    const list = Array.isArray(operand) ? operand.map((x) => JSON.stringify(x)).join(', ') : JSON.stringify(operand);
    return leaf.result ? `${subject} is ${show(v)}` : `${subject} is ${show(v)} (not one of ${list})`;
  }
  if (test === 'includes') return `${subject} is ${show(v)} (${leaf.result ? 'includes' : 'does not include'} ${JSON.stringify(operand)})`;
  return `${subject} ${truthyText(v, leaf.result)}`;
}

/**
 * The leaves that decided a trace's result: a leaf itself; under `not`, its child's; `all` that held (or `any`
 * that failed) every child; `all` that failed only its failing children, `any` that held only its holding ones.
 */
export function decidingLeaves(trace: ConditionTrace): ConditionTrace[] {
  const children = trace.children ?? [];
  if (children.length === 0) return [trace];
  if (trace.op === 'not') return decidingLeaves(children[0]!);
  const isAll = trace.op === 'all';
  const every = isAll === trace.result;
  return (every ? children : children.filter((c) => c.result === trace.result)).flatMap(decidingLeaves);
}

/**
 * The reason a condition came out as it did, in words: the leaves that decided it (see {@link decidingLeaves}),
 * each with the value it read (see {@link leafReason}), joined with "and", and the configuration fields they read.
 * E.g. `config.service_locations includes "workplace"` read `["home","shop"]` gives
 * `` `service_locations` is ["home","shop"] (does not include "workplace") ``.
 */
export function conditionReason(trace: ConditionTrace): ConditionReason {
  const leaves = decidingLeaves(trace);
  const texts = [...new Set(leaves.map(leafReason))];
  const fields = [...new Set(leaves.flatMap((l) => (l.leaf?.source === 'config' ? [l.leaf.name] : [])))];
  return { text: texts.join(' and '), fields };
}

/** `shown` / `hidden` with the reason: `At Work: hidden — `service_locations` is ["home","shop"] (does not include "workplace")`. */
export function partSentence(label: string, shown: boolean, condition: ConditionTrace): string {
  return `${label}: ${shown ? 'shown' : 'hidden'} — ${conditionReason(condition).text}`;
}

/**
 * A computed option in words: `calendar = "slots" — config.scheduling_system = "time_slots"` (a value read from
 * the configuration), or, for cases, the reason of the case that held (`` card = "square" — `is_using_square` is
 * true ``), or that none held.
 */
export function optionSentence(option: OptionTrace): string {
  const value = JSON.stringify(option.value) ?? 'not set';
  if (option.cases) {
    const held = option.cases.at(-1);
    const why = held?.result ? `case ${option.cases.length}: ${conditionReason(held).text}` : 'no case holds (otherwise)';
    return `${option.option} = ${value} — ${why}`;
  }
  // `config.x = "a" → "b"` / `config.x = "a" → "b" (otherwise)`: the value read, then the value given.
  const arrow = option.text.lastIndexOf(' → ');
  const read = arrow >= 0 ? option.text.slice(0, arrow) : option.text;
  const otherwise = option.text.endsWith(' (otherwise)') ? ' (otherwise)' : '';
  return `${option.option} = ${value} — ${read}${otherwise}`;
}
