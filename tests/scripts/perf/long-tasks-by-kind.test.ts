import { describe, expect, it } from 'vitest';
import type { TransitionSample } from '../../../bench/steps.bench';
import { longTasksByKind } from '../../../scripts/perf/long-tasks-by-kind';

const sample = (longTasks: number[], longTaskKinds?: string[]): TransitionSample => ({ session: 'guest', transition: 'a → b', heading: 80, ready: 120, longTasks, longTaskKinds });

describe('longTasksByKind (npm run bench:steps)', () => {
  it('counts the long tasks of all runs by kind, most frequent first, each with its longest', () => {
    const runs = [sample([83, 62], ['click event', 'rendering']), sample([55.4], ['rendering']), sample([])];
    expect(longTasksByKind(runs)).toBe('rendering ×2 ≤ 62 ms, click event ×1 ≤ 83 ms');
  });

  it('names a task without a kind (an older result) unnamed, and says — when there is none', () => {
    expect(longTasksByKind([sample([70])])).toBe('unnamed ×1 ≤ 70 ms');
    expect(longTasksByKind([sample([]), sample([])])).toBe('—');
  });
});
