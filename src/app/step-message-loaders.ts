import type { StepMessages } from '../renderer/step-messages';

/**
 * Loaders of each step's messages, by step id. Empty here: the flow carries its messages (dev server, tests). A
 * build replaces this module (scripts/vite/step-messages.ts): the steps' messages and most flow-level ones leave the
 * up-front flow; each step's own, with the flow-level ones it reads, arrive in a small chunk when the step is first
 * shown.
 */
export const stepMessageLoaders: Readonly<Record<string, () => Promise<{ default: StepMessages }>>> = {};
