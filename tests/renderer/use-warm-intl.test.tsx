// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let idle: (() => void)[] = [];
const warmUps = vi.hoisted(() => [vi.fn(), vi.fn(), vi.fn()]);
vi.mock('../../src/domain/warm-intl', () => ({ INTL_WARM_UPS: warmUps }));

beforeEach(() => {
  idle = [];
  warmUps.forEach((w) => w.mockClear());
  vi.resetModules();
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Runs the idle callbacks asked for so far (not those they ask for). */
function runIdleOnce(): void {
  const now = idle;
  idle = [];
  now.forEach((run) => run());
}

describe('useWarmIntl (issue 28: the locale setup at idle)', () => {
  it('runs nothing while the step is drawn, then one warm-up per idle period', async () => {
    const { useWarmIntl } = await import('../../src/renderer/use-warm-intl');
    renderHook(() => useWarmIntl());
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([0, 0, 0]);
    runIdleOnce();
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([1, 0, 0]);
    runIdleOnce();
    runIdleOnce();
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([1, 1, 1]);
    expect(idle).toHaveLength(0);
  });

  it('warms once per page: later steps (another mount) and unmounts ask for no more', async () => {
    const { useWarmIntl } = await import('../../src/renderer/use-warm-intl');
    const first = renderHook(() => useWarmIntl());
    first.unmount();
    renderHook(() => useWarmIntl());
    while (idle.length > 0) runIdleOnce();
    expect(warmUps.map((w) => w.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
