import { useMemo } from 'react';
import type { FlowContext } from '../engine';
import { shallowEqual } from '../booking/shallow-equal';
import { useBooking } from '../booking/use-booking';
import { useFlowRuntime } from './flow-runtime';

/**
 * The engine's context for a query, kept up to date: it subscribes to the booking *facts* (compared
 * shallowly), not to the booking, so a change that moves no fact (a keystroke in an address already
 * valid, a note typed) re-renders nothing that reads the context. Same object while nothing it holds changed.
 */
export function useFlowContext(query: Record<string, string>): FlowContext {
  const { config, session, factsOf } = useFlowRuntime();
  const facts = useBooking(factsOf, shallowEqual);
  return useMemo(() => ({ config: config as Record<string, unknown>, session, booking: { ...facts }, query }), [config, session, facts, query]);
}
