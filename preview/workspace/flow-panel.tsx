import { useMemo, useState } from 'react';
import { bookingForFacts } from '../analysis/booking-for-facts';
import { journeysFor } from '../analysis/journeys-for';
import { overlaysByProvider } from '../analysis/overlays-by-provider';
import { reachability } from '../analysis/reachability';
import { FlowGraph } from '../graph/flow-graph';
import { JourneyList } from '../graph/journey-list';
import { replayPath, startReplay, type ReplayState } from '../graph/journey-replay';
import { JourneyReplayPanel } from '../graph/journey-replay-panel';
import type { JourneyRef, JourneyView } from '../graph/journey-view';
import { matchRoute, type Scalar } from '../../src/engine';
import type { BookingState } from '../../src/booking/booking-state';
import { previewFlowFor, writtenFlow } from '../preview-flow';

/** What the graph draws strongly, and why (shown above it). */
export interface FlowPanelHighlight {
  label: string;
  steps: string[];
  rules: string[];
  /** The ways taken (step → destination): only their edges light up. */
  moves?: Array<{ from: string; to: string }>;
}

export interface FlowPanelProps {
  provider: string;
  /** The configuration as edited (fixture + changes). */
  config: Readonly<Record<string, unknown>>;
  highlight: FlowPanelHighlight | null;
  onHighlight: (h: FlowPanelHighlight | null) => void;
  /** Sends the app in the frame to a path, with a booking and a session in force first when given (journey replay). */
  onNavigate: (path: string, state?: { booking: BookingState; signedIn: boolean }) => void;
  /** Where the app in the frame is (pathname + search): its step is the graph's view when nothing is highlighted. */
  framePath: string;
  /** Shown when the highlight came from the trace. */
  onBackToTrace?: () => void;
}

/** A reachability reason without its leading "unreachable: " (the graph node and the list's heading say it already). */
function whyUnreachable(reason: string | undefined): string {
  return reason?.replace(/^unreachable: /, '') || 'no way in for this configuration';
}

/**
 * The flow for the current configuration: the graph (unreachable steps marked with the reason), the list of
 * unreachable steps, and the engine's journeys per session kind, each highlighted on the graph or replayed in
 * the frame move by move.
 */
export function FlowPanel({ provider, config, highlight, onHighlight, onNavigate, framePath, onBackToTrace }: FlowPanelProps) {
  const flow = previewFlowFor(provider);
  const pathname = framePath.split(/[?#]/)[0] ?? '';
  const currentStep = useMemo(() => matchRoute(flow, pathname)?.step.id ?? null, [flow, pathname]);
  const routeOf = useMemo(() => new Map(flow.steps.map((s) => [s.id, s.route])), [flow]);
  const steps = useMemo(() => reachability(writtenFlow, config, { overlays: overlaysByProvider, provider }), [config, provider]);
  const unreachable = useMemo(() => Object.fromEntries(steps.filter((s) => s.status === 'unreachable').map((s) => [s.stepId, whyUnreachable(s.reason)])), [steps]);
  const summary = useMemo(() => journeysFor(writtenFlow, config, { overlays: overlaysByProvider, provider }), [config, provider]);
  const journeysBySession = useMemo(() => {
    const out: Record<string, JourneyView[]> = {};
    for (const s of summary.sessions) {
      out[s.session] = s.journeys.map((j) => ({
        label: j.label,
        steps: j.steps,
        ruleIds: j.rules,
        shownWith: j.shownWith,
        shownAs: j.shownAs,
        moves: j.rules.map((rule, i) => ({ stepId: j.steps[i] ?? '', route: routeOf.get(j.steps[i] ?? '') ?? '', to: j.steps[i + 1] ?? '', decidedBy: rule })),
      }));
    }
    return out;
  }, [summary, routeOf]);
  const [selected, setSelected] = useState<JourneyRef | null>(null);
  const [replay, setReplay] = useState<ReplayState | null>(null);

  const showStep = ({ journey, index }: ReplayState) => {
    const stepId = journey.steps[index] ?? '';
    const rule = journey.ruleIds[index];
    const next = journey.steps[index + 1];
    onHighlight({
      label: `replay of ${journey.label}, step ${index + 1} of ${journey.steps.length}`,
      steps: [stepId],
      rules: rule ? [rule] : [],
      moves: next ? [{ from: stepId, to: next }] : [],
    });
    const path = replayPath(routeOf.get(stepId));
    // With a booking that has what the journey had there, so the step's guards keep the app on it.
    const facts = journey.shownWith?.[index];
    const session = journey.shownAs?.[index];
    if (path) onNavigate(path, facts ? { booking: bookingForFacts(facts as Readonly<Record<string, Scalar>>, session), signedIn: session === 'signedIn' } : undefined);
  };

  return (
    <div className="flow-panel">
      {highlight ? (
        <p className="preview-tool__hint" role="status">
          Highlighted: {highlight.label}.{' '}
          <button type="button" className="button button--secondary" onClick={() => onHighlight(null)}>
            Clear the highlight
          </button>{' '}
          {onBackToTrace ? (
            <button type="button" className="button button--secondary" onClick={onBackToTrace}>
              Back to the trace
            </button>
          ) : null}
        </p>
      ) : null}
      {replay ? (
        <JourneyReplayPanel replay={replay} routeOf={routeOf} framePath={framePath} onChange={setReplay} onStep={showStep} onStop={() => setReplay(null)} />
      ) : null}
      <div className="workspace__graph">
        <FlowGraph
          flow={flow}
          unreachable={unreachable}
          highlight={highlight ?? undefined}
          currentStep={currentStep}
          onSelectRule={(rules) => onHighlight({ label: `rule ${rules.join(', ')}`, steps: [], rules })} />
      </div>
      <section aria-labelledby="unreachable-heading">
        <h2 id="unreachable-heading">Unreachable for this configuration ({Object.keys(unreachable).length})</h2>
        {Object.keys(unreachable).length === 0 ? <p className="preview-tool__hint">Every step can be reached.</p> : null}
        <ul className="flow-panel__unreachable">
          {steps
            .filter((s) => s.status === 'unreachable')
            .map((s) => (
              <li key={s.stepId}>
                <strong>{s.route}</strong> ({s.stepId}): {whyUnreachable(s.reason)}
              </li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="journeys-heading">
        <h2 id="journeys-heading">Journeys</h2>
        {summary.skipped ? <p className="preview-tool__hint">{summary.skipped}</p> : null}
        <JourneyList
          journeysBySession={journeysBySession}
          selected={selected}
          onSelect={(ref, journey) => {
            setSelected(ref);
            onHighlight(
              journey
                ? { label: `journey ${journey.label}`, steps: journey.steps, rules: journey.ruleIds, moves: journey.moves.map((m) => ({ from: m.stepId, to: m.to })) }
                : null,
            );
          }}
          onReplay={(ref, journey) => {
            setSelected(ref);
            setReplay(startReplay(journey));
          }}
        />
      </section>
    </div>
  );
}
