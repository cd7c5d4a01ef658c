/**
 * Loaders of each step's messages, by step id. Empty here: the flow carries its messages (dev server,
 * tests). A build replaces this module (scripts/vite/step-messages.ts): the steps' messages leave the
 * up-front flow and each step's arrive in a small chunk of its own when the step is first shown.
 */
export const stepMessageLoaders: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>> = {};
