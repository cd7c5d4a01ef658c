import { useEffect } from 'react';
import { visibleWidgets, type Flow, type FlowContext, type GuardImpls, type Step } from '../engine';
import { preloadWidget } from '../widgets/registry/registry';
import { pendingStepMessages, type StepMessagesLoader } from './step-messages';
import { whenIdle } from './when-idle';

/** Loads a widget's code ahead of its render (the registry's `preloadWidget`; tests pass a spy). */
export type WidgetPreloader = (name: string) => Promise<void>;

/**
 * Issue 14 (prefetch): when the browser is idle after a step is drawn, loads the widget chunks and the per-step
 * messages of every step that can follow it for this provider, session and query (`followingSteps`: steps whose
 * rules are false on those facts are left out), so Continue paints from memory. Each chunk and each step's
 * messages load once (the registry and `pendingStepMessages` share their promise with the render that needs them);
 * failures stay silent here (the step that needs them reports them). Nothing is prefetched under the browser's
 * data saver (`navigator.connection.saveData`). Queries are not prefetched (decisions: the
 * schedule's availability key is only known on the schedule step). Re-runs when the step or the fixed facts change,
 * not on booking changes.
 */
export function usePrefetchFollowingSteps(
  flow: Flow,
  step: Step,
  ctx: FlowContext,
  loadMessages: StepMessagesLoader | undefined,
  preload: WidgetPreloader = preloadWidget,
) {
  const { config, session, query } = ctx;
  useEffect(() => {
    // A customer who asked the browser to save data gets each step's code when it is shown, not ahead.
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true) return;
    let live = true;
    const cancel = whenIdle(() => {
      // The engine's followingSteps loads with the prefetch itself: nothing of it is in the first load.
      void import('../engine/following-steps').then(({ followingSteps }) => {
        if (!live) return;
        for (const next of followingSteps(flow, step.id, { config, session, query, booking: {} })) {
          void pendingStepMessages(flow, next.stepId, loadMessages)?.catch(() => undefined);
          for (const name of next.widgets) void preload(name);
        }
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [flow, step, config, session, query, loadMessages, preload]);
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
