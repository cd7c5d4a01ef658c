import { useId } from 'react';

/** How many matching steps are offered as buttons. */
const SHOWN_MATCHES = 8;

export interface StepSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The matching step ids, best first (`matchSteps`). */
  matches: readonly string[];
  /** Step id → route, for the buttons' words. */
  routeOf: ReadonlyMap<string, string>;
  /** Zoom the graph to this step. */
  onFind: (stepId: string) => void;
}

/**
 * "Find a step": a labelled search box; typing marks the matching steps on the graph and lists them (up to
 * SHOWN_MATCHES, as buttons that zoom to the step), a status says how many match, and Enter zooms to the
 * first.
 */
export function StepSearch({ query, onQueryChange, matches, routeOf, onFind }: StepSearchProps) {
  const id = useId();
  const first = matches[0];
  return (
    <div className="flow-graph__search">
      <label htmlFor={id}>Find a step</label>{' '}
      <input
        id={id}
        type="search"
        value={query}
        placeholder="id or route, e.g. schedule"
        onChange={(e) => onQueryChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && first) {
            e.preventDefault();
            onFind(first);
          }
        }}
      />{' '}
      <span role="status">{query.trim() === '' ? '' : matches.length === 0 ? 'No step matches.' : `${matches.length} step${matches.length === 1 ? ' matches' : 's match'}; Enter shows the first.`}</span>
      {matches.length > 0 ? (
        <ul className="flow-graph__matches" aria-label="Matching steps">
          {matches.slice(0, SHOWN_MATCHES).map((stepId) => (
            <li key={stepId}>
              <button type="button" onClick={() => onFind(stepId)}>
                Show {stepId} <span className="flow-graph__list-id">({routeOf.get(stepId)})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
