import type { TransitionSample } from '../../bench/steps.bench';

/**
 * How long a transition waited for its back end before the heading painted: the time, from the click to the
 * heading's paint, during which at least one of its calls was in flight (calls that overlap count once). 0 without
 * calls, or for an older result that did not record them.
 */
export function backEndWait(sample: Pick<TransitionSample, 'heading' | 'callSpans'>): number {
  const spans = (sample.callSpans ?? [])
    .map(([start, end]) => [Math.max(0, start), Math.min(end, sample.heading)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = 0;
  for (const [start, end] of spans) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
}
