import { useId } from 'react';
import { sameJourney, type JourneyRef, type JourneyView } from './journey-view';

export interface JourneyListProps {
  /** Journeys by session kind (visitor, guest, customer, fleet, returning), in the order given. */
  journeysBySession: Readonly<Record<string, readonly JourneyView[]>>;
  /** The highlighted journey, if any. */
  selected?: JourneyRef | null;
  /** "Highlight" pressed: select this journey (pressing it on the selected one passes `null`, to clear). */
  onSelect: (ref: JourneyRef | null, journey: JourneyView | null) => void;
  /** "Replay" pressed: play this journey in the frame step by step. */
  onReplay: (ref: JourneyRef, journey: JourneyView) => void;
  /** The level of the session kinds' headings (default 3). */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * The journeys grouped by session kind (a heading per kind, "No journey" when a kind has none), each with
 * its label, its route through the steps, a "Highlight" toggle button (pressed when selected) and a
 * "Replay" button; every button's name says which journey it acts on.
 */
export function JourneyList({ journeysBySession, selected, onSelect, onReplay, headingLevel = 3 }: JourneyListProps) {
  const Heading = `h${headingLevel}` as const;
  const baseId = useId();
  const sessions = Object.entries(journeysBySession);
  if (sessions.length === 0) return <p className="journey-list__empty">No journeys.</p>;
  return (
    <div className="journey-list">
      {sessions.map(([session, journeys]) => {
        const headingId = `${baseId}-${session}`;
        return (
          <section key={session} aria-labelledby={headingId}>
            <Heading id={headingId}>{session}</Heading>
            {journeys.length === 0 ? (
              <p>No journey.</p>
            ) : (
              <ul>
                {journeys.map((journey, index) => {
                  const ref = { session, index };
                  const isSelected = sameJourney(selected, ref);
                  return (
                    <li key={index} className={isSelected ? 'journey-list__item journey-list__item--selected' : 'journey-list__item'}>
                      <span className="journey-list__label">{journey.label}</span>{' '}
                      <span className="journey-list__steps">({journey.steps.join(' → ')})</span>{' '}
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        aria-label={`Highlight ${session} journey: ${journey.label}`}
                        onClick={() => (isSelected ? onSelect(null, null) : onSelect(ref, journey))}
                      >
                        Highlight
                      </button>{' '}
                      <button type="button" aria-label={`Replay ${session} journey: ${journey.label}`} onClick={() => onReplay(ref, journey)}>
                        Replay
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
