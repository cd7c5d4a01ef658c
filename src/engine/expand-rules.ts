import { expandFlow } from './expand-flow';
import type { Flow, Rule, RuleEntry } from './types';

/**
 * The rules of one event in order, with each `{ "use": name }` entry replaced by the flow's rule list
 * `flow.ruleLists[name]` (rules written once and shared by several steps). Promises: the same rules,
 * in the same order, whatever the source; throws on a list the flow does not define (the flow checker
 * refuses such a flow first).
 */
export function expandRules(flow: Flow, entries: readonly RuleEntry[]): Rule[] {
  return entries.flatMap((entry) => {
    if (!('use' in entry)) return [entry];
    // The expanded flow's lists: their conditions with each named condition in place.
    const list = expandFlow(flow).ruleLists?.[entry.use];
    if (!list) throw new Error(`Flow "${flow.id}" has no rule list "${entry.use}".`);
    return list;
  });
}
