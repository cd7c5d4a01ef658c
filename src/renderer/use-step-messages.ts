import { useEffect, useReducer, useState } from 'react';
import { expandRules, targetSteps, type Flow, type Step } from '../engine';
import { pendingStepMessages, type StepMessagesLoader } from './step-messages';

/**
 * Whether the step's messages are in the running flow: `ready`, `loading` (the component re-renders when
 * they arrive) or `failed` (with `retry`). Always `ready` when the flow carries its messages.
 */
export function useStepMessages(flow: Flow, stepId: string | null, load: StepMessagesLoader | undefined) {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState<string | null>(null);
  const pending = stepId ? pendingStepMessages(flow, stepId, load) : null;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      () => live && arrived(),
      () => live && setFailed(stepId),
    );
    return () => {
      live = false;
    };
  }, [pending, stepId]);
  const status: 'ready' | 'loading' | 'failed' = !pending ? 'ready' : failed === stepId ? 'failed' : 'loading';
  return {
    status,
    retry: () => {
      setFailed(null);
      arrived();
    },
  };
}

/** When the browser is idle, loads the messages of the steps the step's events and guards can lead to. */
export function usePrefetchNextMessages(flow: Flow, step: Step, load: StepMessagesLoader | undefined) {
  useEffect(() => {
    if (!load) return;
    const next = new Set<string>();
    for (const handler of Object.values(step.on ?? {})) {
      for (const rule of expandRules(flow, handler.rules)) if ('to' in rule) for (const id of targetSteps(rule.to)) next.add(id);
      for (const id of targetSteps(handler.otherwise.to)) next.add(id);
    }
    const run = () => next.forEach((id) => void pendingStepMessages(flow, id, load)?.catch(() => undefined));
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 200);
    return () => (typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [flow, step, load]);
}
