// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expandFlow, type Flow } from '../../src/engine';
import { usePrefetchFollowingSteps } from '../../src/renderer/use-prefetch-following-steps';
import bookingFlowJson from '../../flows/booking.flow.json';
import { makeContext } from '../engine/support/context';
import { holdIdleCallbacks } from './support/idle-callbacks';

const warmUps = vi.hoisted(() => [vi.fn(), vi.fn(), vi.fn()]);
vi.mock('../../src/domain/warm-intl', () => ({ INTL_WARM_UPS: warmUps }));

const freshFlow = (): Flow => expandFlow(structuredClone(bookingFlowJson) as unknown as Flow);

let idle: ReturnType<typeof holdIdleCallbacks>;
beforeEach(() => {
  idle = holdIdleCallbacks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function prefetchFrom(stepId: string) {
  const flow = freshFlow();
  const preload = vi.fn((_name: string) => Promise.resolve());
  renderHook(() => usePrefetchFollowingSteps(flow, flow.steps.find((s) => s.id === stepId)!, makeContext(), vi.fn(() => Promise.resolve({ own: {} })), preload));
  return preload;
}

describe('the Intl warm-ups ride with the first prefetch (issue 28: dates, names and prices set up at idle)', () => {
  it('B-18 the page’s first prefetch runs them, one per idle job, before its loads; none runs while the step is drawn', async () => {
    const preload = prefetchFrom('place');
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([0, 0, 0]);
    // Idle periods without a deadline run one job each: the plan's import, then the jobs in order.
    await idle.runIdleOnce();
    await idle.runIdleOnce();
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([1, 0, 0]);
    expect(preload).not.toHaveBeenCalled();
    await idle.runIdleOnce();
    await idle.runIdleOnce();
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([1, 1, 1]);
    await idle.runIdle();
    expect(preload).toHaveBeenCalled();
  });

  it('B-18 a later step’s prefetch on the same page runs them no more', async () => {
    const preload = prefetchFrom('account');
    await idle.runIdle();
    expect(preload).toHaveBeenCalled();
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
