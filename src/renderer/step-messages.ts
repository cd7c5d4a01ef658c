import type { Flow } from '../engine';

/** Loads a step's messages when the build keeps them out of the flow (null: nothing to load for the step). */
export type StepMessagesLoader = (stepId: string) => Promise<Readonly<Record<string, string>>> | null;

const loading = new WeakMap<Flow, Map<string, Promise<void> | 'ready'>>();

/**
 * The customer build leaves each step's messages out of the up-front flow (vite.config.ts, "step-messages")
 * and loads them with the step. This fills a step's messages into the running flow once they arrive: the
 * loaded texts go under those already on the step (a provider overlay's win). Returns null when the step's
 * messages are there, else the promise of their arrival (the same one for every caller).
 */
export function pendingStepMessages(flow: Flow, stepId: string, load: StepMessagesLoader | undefined): Promise<void> | null {
  if (!load) return null;
  let byStep = loading.get(flow);
  if (!byStep) loading.set(flow, (byStep = new Map()));
  const known = byStep.get(stepId);
  if (known === 'ready') return null;
  if (known) return known;
  const loaded = load(stepId);
  if (!loaded) {
    byStep.set(stepId, 'ready');
    return null;
  }
  const map = byStep;
  const pending = loaded.then(
    (messages) => {
      const step = flow.steps.find((s) => s.id === stepId);
      if (step) step.messages = { ...messages, ...step.messages };
      map.set(stepId, 'ready');
    },
    (error: unknown) => {
      map.delete(stepId); // a later visit tries again
      throw error;
    },
  );
  map.set(stepId, pending);
  return pending;
}
