// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expandFlow, type Flow, type FlowContext } from '../../src/engine';
import { usePrefetchFollowingSteps, usePreloadStepWidgets } from '../../src/renderer/use-prefetch-following-steps';
import { sessionsAfter } from '../../src/renderer/prefetch-plan';
import bookingFlowJson from '../../flows/booking.flow.json';
import { makeContext, makeGuards } from '../engine/support/context';
import { holdIdleCallbacks } from './support/idle-callbacks';

// A fresh flow per test: loaded step messages are filled into the running flow.
const freshFlow = (): Flow => expandFlow(structuredClone(bookingFlowJson) as unknown as Flow);
const stepOf = (flow: Flow, id: string) => flow.steps.find((s) => s.id === id)!;

let idle: ReturnType<typeof holdIdleCallbacks>;
const runIdle = () => idle.runIdle();
const runIdleOnce = () => idle.runIdleOnce();
beforeEach(() => {
  idle = holdIdleCallbacks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function prefetch(stepId: string, ctx: FlowContext, busy?: () => boolean) {
  const flow = freshFlow();
  const preload = vi.fn((_name: string) => Promise.resolve());
  const loadMessages = vi.fn((_stepId: string) => Promise.resolve({ own: {} }));
  renderHook(() => usePrefetchFollowingSteps(flow, stepOf(flow, stepId), ctx, loadMessages, preload, busy));
  const widgets = () => preload.mock.calls.map(([name]) => name);
  const steps = () => loadMessages.mock.calls.map(([id]) => id);
  return { preload, loadMessages, widgets, steps };
}

describe('usePrefetchFollowingSteps (issue 14: the next steps load at idle)', () => {
  it('B-18: on the place step a visitor prefetches the account step (form chunk and messages) only once the browser is idle', async () => {
    const p = prefetch('place', makeContext());
    expect(p.preload).not.toHaveBeenCalled();
    expect(p.loadMessages).not.toHaveBeenCalled();
    await runIdle();
    expect(p.widgets()).toEqual(expect.arrayContaining(['accountForm', 'vehicleLookup', 'schedulePicker']));
    expect(p.steps()).toEqual(expect.arrayContaining(['account', 'vehicle-lookup', 'schedule']));
    // Unreachable from the place step: the checkout, its review and the finished page.
    expect(p.widgets()).not.toContain('bookingReview');
    expect(p.widgets()).not.toContain('bookingFinished');
    expect(p.steps()).not.toContain('confirm-appointment');
    expect(p.steps()).not.toContain('finished');
  });

  it('B-17: a signed-in customer on the place step never loads the account form', async () => {
    const p = prefetch('place', makeContext({ signedIn: true }));
    await runIdle();
    expect(p.widgets()).toContain('schedulePicker');
    expect(p.widgets()).not.toContain('accountForm');
    expect(p.steps()).not.toContain('account');
  });

  it('J-07 J-08: on the sign-in page a visitor prefetches where signing in leads (the redirect’s step, else the account page)', async () => {
    const toPlace = prefetch('login', makeContext({ query: { redirect: '/pricing/place' } }));
    await runIdle();
    expect(toPlace.steps()).toContain('place');
    // What only a signed-in customer sees there (K-65's "Save to My Places").
    expect(toPlace.widgets()).toEqual(expect.arrayContaining(['placePicker', 'saveLocation']));
    const plain = prefetch('login', makeContext());
    await runIdle();
    expect(plain.steps()).toContain('account-home');
    expect(plain.widgets()).toContain('accountArea');
  });

  it('E-17: on the account step a visitor prefetches the next steps as the signed-in customer they become', async () => {
    const p = prefetch('account', makeContext());
    await runIdle();
    expect(p.widgets()).toEqual(expect.arrayContaining(['schedulePicker', 'saveLocation']));
  });

  it('a step without a sign-in takes the steps after it under the current session only', () => {
    const flow = freshFlow();
    const visitor = makeContext().session;
    expect(sessionsAfter(stepOf(flow, 'place'), visitor)).toEqual([visitor]);
    expect(sessionsAfter(stepOf(flow, 'login'), visitor)).toEqual([visitor, { signedIn: true, guest: false }]);
    expect(sessionsAfter(stepOf(flow, 'account'), visitor)).toEqual([visitor, { signedIn: false, guest: true }, { signedIn: true, guest: false }]);
  });

  it('F-10/F-11: the schedule step prefetches the checkout review and the keyosk picker', async () => {
    const p = prefetch('schedule', makeContext());
    await runIdle();
    expect(p.widgets()).toEqual(expect.arrayContaining(['bookingReview', 'keyoskPicker']));
    expect(p.widgets()).not.toContain('accountForm');
  });

  it('issue 28: waits while the step’s own requests are under way, then prefetches', async () => {
    let fetching = true;
    const p = prefetch('place', makeContext(), () => fetching);
    await runIdleOnce();
    await runIdleOnce();
    expect(p.preload).not.toHaveBeenCalled();
    expect(p.loadMessages).not.toHaveBeenCalled();
    fetching = false;
    await runIdle();
    expect(p.widgets()).toContain('accountForm');
    expect(p.steps()).toContain('account');
  });

  it('issue 28: a request that never ends delays the prefetch by a few idle periods only', async () => {
    const p = prefetch('place', makeContext(), () => true);
    await runIdle();
    expect(p.widgets()).toContain('accountForm');
  });

  it('issue 28: one job per idle period when the period has no time left (no long prefetch task)', async () => {
    const queue: ((d: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: (d: IdleDeadline) => void) => queue.push(cb));
    const p = prefetch('place', makeContext());
    const spent: number[] = [];
    for (let round = 0; queue.length > 0 && round < 100; round++) {
      const before = p.preload.mock.calls.length + p.loadMessages.mock.calls.length;
      queue.shift()!({ timeRemaining: () => 0, didTimeout: false } as IdleDeadline);
      await vi.dynamicImportSettled();
      spent.push(p.preload.mock.calls.length + p.loadMessages.mock.calls.length - before);
    }
    expect(p.widgets()).toContain('accountForm');
    expect(Math.max(...spent)).toBe(1);
  });

  it('prefetches nothing under the browser’s data saver', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const p = prefetch('place', makeContext());
    await runIdle();
    expect(idle.waiting()).toBe(0);
    expect(p.preload).not.toHaveBeenCalled();
  });

  it('falls back to a timeout where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const p = prefetch('account', makeContext());
    expect(p.preload).not.toHaveBeenCalled();
    for (let tick = 0; tick < 30; tick++) {
      vi.advanceTimersByTime(250);
      await vi.dynamicImportSettled();
    }
    expect(p.widgets()).toContain('schedulePicker');
    expect(p.steps()).toContain('schedule');
  });
});

describe('usePreloadStepWidgets', () => {
  it('starts loading the shown step’s widget chunks at once (with its messages, not after them)', async () => {
    const flow = freshFlow();
    const preload = vi.fn((_name: string) => Promise.resolve());
    renderHook(() => usePreloadStepWidgets(stepOf(flow, 'schedule'), makeContext(), makeGuards(), preload));
    expect(preload.mock.calls.map(([n]) => n)).toContain('schedulePicker');
  });
});
