import { createContext, useContext, useEffect } from 'react';

/**
 * A decision a widget takes from the customer's record or the time (a cancellation fee, the tip window, the reschedule
 * window), computed by a pure function of src/domain and named so the preview's trace can say what was decided and why.
 * Decisions of what a provider's step shows belong in the flow; these depend on data only the widget loads.
 */
export interface NamedFact {
  /** Stable name, e.g. `cancellationFee`, with the record it is about when there are several (`cancellationFee#42`). */
  name: string;
  /** The decision, e.g. `{ applies: true, cents: 2500 }` or `false`. */
  value: unknown;
  /** Why, in words: what was read and compared (e.g. `starts in 3 h, within the 24 h cut-off`). */
  because: string;
}

/** Receives a widget's named facts each time they change (the renderer traces them in mock builds). */
export type ReportFacts = (facts: readonly NamedFact[]) => void;

/** No-op outside a flow (stories, isolated tests). */
export const FactsContext = createContext<ReportFacts>(() => {});

/** Reports `facts` to the step (and so to the preview's trace) when they change; cheap when nobody listens. */
export function useNamedFacts(facts: readonly NamedFact[]): void {
  const report = useContext(FactsContext);
  const signature = JSON.stringify(facts);
  useEffect(() => {
    if (facts.length) report(facts);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reported once per distinct set of facts (the signature)
  }, [signature, report]);
}
