/**
 * `BENCH_CALLS`' phases of a transition (issue 28, item 1): when the step's first back-end call left, when the app
 * had read the last answer it waited for, when it navigated, and when the next step's heading was painted. What a
 * write transition spends waiting, and what the app does between the waits.
 */
import type { TransitionSample } from '../../bench/steps.bench';
import { percentile } from './stats';

/** One back-end call as the page saw it, in ms from the click; `read`: when the app had its body (null: never read). */
interface CallTiming {
  path: string;
  start: number;
  end: number;
  read: number | null;
}

/** What the page recorded for one transition, in ms from the click. */
export interface TransitionTiming {
  calls: CallTiming[];
  /** The app's `history.pushState`/`replaceState` calls after the click (the router's navigations). */
  navigations: { path: string; at: number }[];
  /** When the next step's heading entered the page, and when it was painted. */
  found: number;
  heading: number;
  ready: number;
}

/** A transition's phases in ms from the click; null where the transition had no such moment. */
export interface TransitionPhases {
  /** The first back-end call that left before the navigation. */
  request: number | null;
  /** The app had read the last answer of those calls. */
  read: number | null;
  /** The router's first navigation after the click. */
  navigation: number | null;
  /** The next step's heading painted. */
  painted: number;
}

/**
 * The phases of `timing`: the calls counted are those that left before the first navigation (or, without one,
 * before the heading was painted): what the step waited for before it moved on, not what the next step fetched.
 */
export function transitionPhases(timing: TransitionTiming): TransitionPhases {
  const navigation = timing.navigations.find((n) => n.at >= 0)?.at ?? null;
  const waitedFor = timing.calls.filter((c) => c.start >= 0 && c.start < (navigation ?? timing.heading));
  const reads = waitedFor.map((c) => c.read ?? c.end);
  return {
    request: waitedFor.length > 0 ? Math.min(...waitedFor.map((c) => c.start)) : null,
    read: reads.length > 0 ? Math.max(...reads) : null,
    navigation,
    painted: timing.heading,
  };
}

/** `BENCH_CALLS`' lines for one transition: each call (left → answered, read), each navigation, then the heading. */
export function callTimingLines(timing: TransitionTiming): string[] {
  const ms = (time: number) => time.toFixed(0).padStart(5);
  const calls = timing.calls.map((c) => ({ at: c.start, line: `${ms(c.start)} → ${ms(c.end)}  ${c.path}${c.read === null ? '' : `  (read ${c.read.toFixed(0)})`}` }));
  const navigations = timing.navigations.map((n) => ({ at: n.at, line: `${ms(n.at)}          navigation to ${n.path}` }));
  const lines = [...calls, ...navigations].sort((a, b) => a.at - b.at).map((x) => x.line);
  return [...lines, `heading drawn ${timing.found.toFixed(0)}, painted ${timing.heading.toFixed(0)}; ready ${timing.ready.toFixed(0)}`];
}

/** The columns of {@link phaseRows}' table. */
export const PHASE_COLUMNS = ['transition', 'runs', 'click → first call', 'first call → last answer read', 'answer read → navigation', 'click → navigation', 'navigation → heading painted', 'heading painted'] as const;

/**
 * `BENCH_CALLS`' table, one row per transition timed that way ({@link PHASE_COLUMNS}): the p50 of each phase over its
 * runs (the click to the first call, that call to the last answer read, that read to the navigation, the click to
 * the navigation, the navigation to the heading's paint) and of the heading. Empty without such samples.
 */
export function phaseRows(samples: readonly TransitionSample[]): string[][] {
  const timed = samples.filter((s) => s.phases);
  const order = [...new Set(timed.map((s) => s.transition))];
  const p50 = (values: number[]) => (values.length === 0 ? '—' : `${Math.round(percentile(values, 50))} ms`);
  return order.map((transition) => {
    const phases = timed.filter((s) => s.transition === transition).map((s) => s.phases!);
    const withCalls = phases.filter((p) => p.request !== null && p.read !== null);
    const navigated = phases.filter((p) => p.navigation !== null);
    return [
      transition,
      String(phases.length),
      p50(withCalls.map((p) => p.request!)),
      p50(withCalls.map((p) => p.read! - p.request!)),
      p50(withCalls.filter((p) => p.navigation !== null).map((p) => p.navigation! - p.read!)),
      p50(navigated.map((p) => p.navigation!)),
      p50(navigated.map((p) => p.painted - p.navigation!)),
      p50(phases.map((p) => p.painted)),
    ];
  });
}
