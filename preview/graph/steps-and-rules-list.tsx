import type { GraphModel } from './graph-model';
import type { HighlightedParts } from './graph-elements';

export interface StepsAndRulesListProps {
  model: GraphModel;
  unreachable: Readonly<Record<string, string>>;
  parts: HighlightedParts;
  selectedStep?: string | null;
  onSelectStep?: (stepId: string) => void;
  onSelectRule?: (ruleIds: string[]) => void;
}

/**
 * The flow graph as text, for keyboards and screen readers: a collapsible list of every step (route, id,
 * unreachable reason, highlighted or not) with its outgoing edges (guard or events, target, rule ids), each a
 * button that selects the step or the edge's rules as the graph does.
 */
export function StepsAndRulesList({ model, unreachable, parts, selectedStep, onSelectStep, onSelectRule }: StepsAndRulesListProps) {
  return (
    <details className="flow-graph__list">
      <summary>Steps and rules as a list</summary>
      <ul>
        {model.nodes.map((node) => {
          const reason = unreachable[node.id];
          const out = model.edges.filter((e) => e.source === node.id);
          return (
            <li key={node.id}>
              <button type="button" aria-pressed={selectedStep === node.id} onClick={() => onSelectStep?.(node.id)}>
                {node.route} <span className="flow-graph__list-id">({node.id})</span>
              </button>
              {reason !== undefined && <span className="flow-graph__list-note"> unreachable: {reason}</span>}
              {parts.active && parts.nodes.has(node.id) && <span className="flow-graph__list-note"> (highlighted)</span>}
              {out.length > 0 && (
                <ul>
                  {out.map((edge) => (
                    <li key={edge.id}>
                      <button type="button" onClick={() => onSelectRule?.(edge.ruleIds)}>
                        {edge.guard ? 'guard on entry' : `on ${edge.events.join(', ')}`} → {edge.target}: {edge.ruleIds.join(', ')}
                      </button>
                      {parts.active && parts.edges.has(edge.id) && <span className="flow-graph__list-note"> (highlighted)</span>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
