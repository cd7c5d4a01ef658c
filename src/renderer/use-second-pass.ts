import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true once React has had time for a second: the first commit paints what
 * matters at once (a step's heading), and what is drawn when this turns true follows in a deferred render, which
 * React renders in slices after the first pass is on screen. Used by the step (its widgets after the first) and by
 * the layout (its sidebar on its first draw), so both arrive in the same second pass.
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}
