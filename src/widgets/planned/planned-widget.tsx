import type { WidgetProps } from '../contract/widget-props';

/** What a planned widget's placeholder needs from the catalogue. */
export interface PlannedSpec {
  description: string;
  planned: string;
  events?: readonly string[];
}

/**
 * Creates the placeholder of a widget a later issue builds: a labelled panel ("<name> — coming in
 * <issue>") with one button per event it will send, so the flow can be clicked through meanwhile.
 */
export function plannedWidget(name: string, spec: PlannedSpec) {
  function PlannedWidget({ send, values }: WidgetProps) {
    const headingId = `planned-${name}`;
    return (
      <section className="widget-planned" aria-labelledby={headingId} data-widget={name}>
        <h2 id={headingId} className="widget-planned__title">
          {name} — coming in {spec.planned}
        </h2>
        <p className="widget-planned__description">{spec.description}</p>
        {spec.events && spec.events.length > 0 ? (
          <div className="widget-planned__events" role="group" aria-label={`Events of ${name}`}>
            {spec.events.map((event) => (
              <button
                key={event}
                type="button"
                className="button button--secondary"
                aria-disabled={(event === 'continue' && values.continueBlocked) || undefined}
                onClick={() => {
                  if (event === 'continue' && values.continueBlocked) return;
                  send({ type: event });
                }}
              >
                Send “{event}”
              </button>
            ))}
          </div>
        ) : null}
        {spec.events?.includes('continue') && values.continueBlocked && values.blockerMessage ? (
          <p className="widget-continue__reason">{values.blockerMessage}</p>
        ) : null}
      </section>
    );
  }
  PlannedWidget.displayName = `Planned(${name})`;
  return PlannedWidget;
}
