import { useEffect, useReducer, useState } from 'react';
import type { Flow } from '../engine';
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
