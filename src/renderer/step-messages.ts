import type { Flow } from '../engine';

/**
 * What a customer build loads with a step: the step's own messages (its template's included) and the flow's shared
 * messages (the flow-level ones a build keeps out of the up-front flow; the same chunk for every step, loaded once).
 */
export interface StepMessages {
  own: Readonly<Record<string, string>>;
  shared?: Readonly<Record<string, string>>;
}

/** Loads a step's messages when the build keeps them out of the flow (null: nothing to load for the step). */
export type StepMessagesLoader = (stepId: string) => Promise<StepMessages> | null;

const loading = new WeakMap<Flow, Map<string, Promise<void> | 'ready'>>();

/**
 * The customer build leaves the steps' messages, and most flow-level ones, out of the up-front flow (vite.config.ts,
 * "step-messages") and loads them with the step. This fills a step's messages into the running flow once they
 * arrive: its own under those already on the step, the shared ones under the flow's (a provider overlay's win in
 * both). Returns null when the step's messages are there, else the promise of their arrival (the same one for every
 * caller).
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
    ({ own, shared }) => {
      const step = flow.steps.find((s) => s.id === stepId);
      if (step) step.messages = { ...own, ...step.messages };
      if (shared) flow.messages = { ...shared, ...flow.messages };
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
