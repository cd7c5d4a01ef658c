import { useEffect } from 'react';
import { visibleWidgets, type Flow, type FlowContext, type GuardImpls, type Step } from '../engine';
import { preloadWidget } from '../widgets/registry/registry';
import type { StepMessagesLoader } from './step-messages';
import { whenIdle } from './when-idle';

/** Loads a widget's code ahead of its render (the registry's `preloadWidget`; tests pass a spy). */
export type WidgetPreloader = (name: string) => Promise<void>;

/** How many idle periods the prefetch waits for the step's own requests before it starts anyway. */
const MAX_WAITS_FOR_DATA = 5;
/** Idle time (ms) a further prefetch job needs in the same idle period: a job adds link tags and runs a chunk. */
const JOB_MS = 10;

/**
 * Issue 14 (prefetch): when the browser is idle after a step is drawn, loads the widget chunks and the per-step
 * messages of every step that can follow it for this provider, session and query (`followingSteps`: steps whose
 * rules are false on those facts are left out), so Continue paints from memory. Each chunk and each step's
 * messages load once (the registry and `pendingStepMessages` share their promise with the render that needs them);
 * failures stay silent here (the step that needs them reports them). On a step where the customer can sign in (or
 * up, or go on as a guest), the steps after it are also taken under that new session (prefetch-plan.ts): the
 * sign-in form's next step, which only a signed-in customer reaches, loads ahead like any other. The page's first
 * prefetch also runs the `Intl` warm-ups (src/domain/warm-intl.ts), one job each, before its loads. Nothing is
 * prefetched under the browser's data saver (`navigator.connection.saveData`). Queries are not prefetched (decisions: the
 * schedule's availability key is only known on the schedule step). Re-runs when the step or the fixed facts change,
 * not on booking changes.
 *
 * Issue 28 (the step first): while `busy()` says the step's own requests are under way, the prefetch waits for a
 * later idle period (at most {@link MAX_WAITS_FOR_DATA} of them), so its downloads never queue before the answer
 * the customer waits for; then it loads one chunk or one step's messages per job, as many jobs per idle period as
 * its time allows. One job is as long as vite's preload helper takes to append a link for each of the chunk's
 * dependencies (docs/performance.md: a chunk with 19 of them made a long task on a slow phone).
 */
export function usePrefetchFollowingSteps(
  flow: Flow,
  step: Step,
  ctx: FlowContext,
  loadMessages: StepMessagesLoader | undefined,
  preload: WidgetPreloader = preloadWidget,
  busy: () => boolean = () => false,
) {
  const { config, session, query } = ctx;
  useEffect(() => {
    // A customer who asked the browser to save data gets each step's code when it is shown, not ahead.
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true) return;
    let live = true;
    let cancel = () => {};
    const later = (task: (deadline?: IdleDeadline) => void) => {
      cancel = whenIdle(task);
    };
    const jobs: (() => void)[] = [];
    const drain = (deadline?: IdleDeadline) => {
      if (!live) return;
      do jobs.shift()?.();
      while (jobs.length > 0 && deadline !== undefined && !deadline.didTimeout && deadline.timeRemaining() > JOB_MS);
      if (jobs.length > 0) later(drain);
    };
    let waits = 0;
    const start = () => {
      if (!live) return;
      if (busy() && waits++ < MAX_WAITS_FOR_DATA) return later(start);
      // The plan (and the engine's followingSteps) loads with the prefetch itself: nothing of it is in the first load.
      void import('./prefetch-plan').then(({ prefetchJobs }) => {
        if (!live) return;
        jobs.push(...prefetchJobs(flow, step, { config, session, query }, loadMessages, preload));
        later(drain);
      });
    };
    later(start);
    return () => {
      live = false;
      cancel();
    };
  }, [flow, step, config, session, query, loadMessages, preload, busy]);
}

/**
 * The current step's widget chunks start loading together with its messages (not after them): a step entered
 * directly or before its prefetch ran fetches both in parallel instead of messages → chunk one after the other.
 */
export function usePreloadStepWidgets(step: Step | null, ctx: FlowContext, guards: GuardImpls, preload: WidgetPreloader = preloadWidget) {
  const stepId = step?.id ?? null;
  useEffect(() => {
    if (!step) return;
    for (const use of visibleWidgets(step, ctx, guards)) void preload(use.widget);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step shown: the chunks of its widgets visible on entry
  }, [stepId]);
}
