import { useMemo, useState } from 'react';
import { journeysFor } from '../analysis/journeys-for';
import { overlaysByProvider } from '../analysis/overlays-by-provider';
import { reachability } from '../analysis/reachability';
import { FlowGraph } from '../graph/flow-graph';
import { JourneyList } from '../graph/journey-list';
import type { JourneyRef, JourneyView } from '../graph/journey-view';
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
  /** Sends the app in the frame to a path (journey replay). */
  onNavigate: (path: string) => void;
  /** Shown when the highlight came from the trace. */
  onBackToTrace?: () => void;
}

/** A reachability reason without its leading "unreachable: " (the graph node and the list's heading say it already). */
function whyUnreachable(reason: string | undefined): string {
  return reason?.replace(/^unreachable: /, '') || 'no way in for this configuration';
}

/** A step's address for the replay: its route, when it has no parameters. */
function pathOf(route: string): string | null {
  return route.includes(':') || route.includes('*') ? null : route;
}

/**
 * The flow for the current configuration: the graph (unreachable steps marked with the reason), the list of
 * unreachable steps, and the engine's journeys per session kind, each highlighted on the graph or replayed in
 * the frame move by move.
 */
export function FlowPanel({ provider, config, highlight, onHighlight, onNavigate, onBackToTrace }: FlowPanelProps) {
  const flow = previewFlowFor(provider);
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
        moves: j.rules.map((rule, i) => ({ stepId: j.steps[i] ?? '', route: routeOf.get(j.steps[i] ?? '') ?? '', to: j.steps[i + 1] ?? '', decidedBy: rule })),
      }));
    }
    return out;
  }, [summary, routeOf]);
  const [selected, setSelected] = useState<JourneyRef | null>(null);
  const [replay, setReplay] = useState<{ journey: JourneyView; index: number } | null>(null);

  const showMove = (journey: JourneyView, index: number) => {
    setReplay({ journey, index });
    const stepId = journey.steps[index] ?? '';
    const rule = journey.ruleIds[index];
    const next = journey.steps[index + 1];
    onHighlight({
      label: `replay of ${journey.label}, step ${index + 1} of ${journey.steps.length}`,
      steps: [stepId],
      rules: rule ? [rule] : [],
      moves: next ? [{ from: stepId, to: next }] : [],
    });
    const path = pathOf(routeOf.get(stepId) ?? '');
    if (path) onNavigate(path);
  };

  const move = replay ? replay.journey.moves[replay.index] : undefined;
  const replayStep = replay ? (replay.journey.steps[replay.index] ?? '') : '';

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
        <section className="workspace__replay" aria-label="Journey replay">
          <p>
            <strong>{replay.journey.label}</strong>: step {replay.index + 1} of {replay.journey.steps.length}, {routeOf.get(replayStep) ?? replayStep}
            {move ? ` — rule ${move.decidedBy} leads to ${routeOf.get(move.to) ?? move.to}` : ' — the end of the journey'}
          </p>
          <p className="preview-tool__hint">
            The frame is sent to each step. What the app does there (a guard sending it elsewhere while the booking lacks what an earlier step fills) shows in the trace.
          </p>
          <div className="preview-tool__actions">
            <button type="button" className="button button--secondary" disabled={replay.index === 0} onClick={() => showMove(replay.journey, replay.index - 1)}>
              Previous step
            </button>
            <button type="button" className="button button--primary" disabled={!move} onClick={() => showMove(replay.journey, replay.index + 1)}>
              Next step
            </button>
            <button type="button" className="button button--secondary" onClick={() => setReplay(null)}>
              Stop the replay
            </button>
          </div>
        </section>
      ) : null}
      <div className="workspace__graph">
        <FlowGraph flow={flow} unreachable={unreachable} highlight={highlight ?? undefined} onSelectRule={(rules) => onHighlight({ label: `rule ${rules.join(', ')}`, steps: [], rules })} />
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
            showMove(journey, 0);
          }}
        />
      </section>
    </div>
  );
}
