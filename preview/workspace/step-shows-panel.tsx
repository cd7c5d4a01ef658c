import { useId } from 'react';
import type { Decision } from '../../src/renderer/decision';
import { stepShows, type PartView } from './step-shows';

export interface StepShowsPanelProps {
  /** The latest `shown` decision of the step in the frame (see `latestShown`); null before the app drew a step. */
  decision: Decision | null;
}

/** Text with names between backticks drawn as code: `` `service_locations` is ["home"] ``. */
function Words({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((piece, i) => (i % 2 === 1 ? <code key={i}>{piece}</code> : piece))}
    </>
  );
}

function PartList({ parts, label }: { parts: readonly PartView[]; label: string }) {
  return (
    <ul className="step-shows__parts" aria-label={label}>
      {parts.map((p) => (
        <li key={p.part} className={p.shown ? 'step-shows__shown' : 'step-shows__hidden'}>
          <Words text={p.sentence} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "What this step shows": for the step in the frame, every widget (catalogue name and description), shown or
 * hidden with the condition and the value behind it; under a shown widget its parts, each shown or hidden with
 * its label and the reason in words, and its computed options; then the sidebar's parts.
 */
export function StepShowsPanel({ decision }: StepShowsPanelProps) {
  const headingId = useId();
  const view = decision ? stepShows(decision) : null;
  return (
    <section className="step-shows" aria-labelledby={headingId}>
      <h2 id={headingId}>What this step shows</h2>
      {!view ? (
        <p className="preview-tool__hint">Open a step in the app: its widgets and their parts, shown or hidden and why, show up here.</p>
      ) : (
        <>
          <p className="preview-tool__hint">
            Step <strong>{view.stepId}</strong> at <code>{view.path}</code>
          </p>
          <ul className="step-shows__widgets" aria-label={`Widgets of ${view.stepId}`}>
            {view.widgets.map((w) => (
              <li key={w.index} className={w.shown ? 'step-shows__shown' : 'step-shows__hidden'}>
                <strong>{w.widget}</strong>: {w.shown ? 'shown' : 'hidden'} — <Words text={w.reason} />
                {w.description ? <span className="step-shows__description">{w.description}</span> : null}
                {w.parts.length ? <PartList parts={w.parts} label={`Parts of ${w.widget}`} /> : null}
                {w.options.length ? (
                  <ul className="step-shows__options" aria-label={`Computed options of ${w.widget}`}>
                    {w.options.map((o) => (
                      <li key={o}>
                        <Words text={o} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {view.sidebar.length ? (
            <>
              <h3>Sidebar</h3>
              <PartList parts={view.sidebar} label="Parts of the sidebar" />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
