import { useEffect, useRef } from 'react';
import { replayAfter, type ReplayAction, type ReplayState } from './journey-replay';

/** How long the replay stays on a step before it moves on by itself. */
const REPLAY_STEP_MS = 1200;

export interface JourneyReplayPanelProps {
  replay: ReplayState;
  /** Step id → route, for the words. */
  routeOf: ReadonlyMap<string, string>;
  /** Where the app in the frame is (pathname + search). */
  framePath: string;
  /** The replay changed (a step, play or pause). */
  onChange: (next: ReplayState) => void;
  /** The replay is on a new step (also its first): send the frame there and highlight it. */
  onStep: (replay: ReplayState) => void;
  onStop: () => void;
}

/**
 * A journey replayed in the frame: on each step `onStep` runs (the workspace sends the app there); while
 * playing, the next step follows after REPLAY_STEP_MS until the goal. Says which move it is on, the rule
 * that leads on and where the app actually is; Play/Pause is one button whose label says what it
 * will do (not aria-pressed as well: a pressed "Pause" would read wrongly), with Previous/Next step by hand and Stop.
 * Focus moves to Play/Pause when a journey starts, so the replay is in view.
 */
export function JourneyReplayPanel({ replay, routeOf, framePath, onChange, onStep, onStop }: JourneyReplayPanelProps) {
  const { journey, index, playing } = replay;
  const latest = useRef({ replay, onChange, onStep });
  latest.current = { replay, onChange, onStep };
  // A replay is started from the journey list far below: its controls (and the graph under them) come into view.
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    toggle.current?.focus();
  }, [journey]);

  useEffect(() => {
    latest.current.onStep(latest.current.replay);
  }, [journey, index]);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => latest.current.onChange(replayAfter(latest.current.replay, 'tick')), REPLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index, journey]);

  const act = (action: ReplayAction) => onChange(replayAfter(replay, action));
  const stepId = journey.steps[index] ?? '';
  const move = journey.moves[index];
  const atGoal = index >= journey.steps.length - 1;
  return (
    <section className="workspace__replay" aria-label="Journey replay">
      <p role="status">
        <strong>{journey.label}</strong>: step {index + 1} of {journey.steps.length}, {stepId} ({routeOf.get(stepId) ?? '?'})
        {move ? ` — rule ${move.decidedBy} leads to ${move.to}` : ' — the goal of the journey'}
        {atGoal && !playing ? '. Replay finished.' : ''}
      </p>
      <p className="preview-tool__hint">
        The frame is sent to each step; the app shows <code>{framePath}</code>. A guard of the app may send it elsewhere while the booking lacks what an earlier step
        fills: the trace says which.
      </p>
      <div className="preview-tool__actions">
        <button ref={toggle} type="button" className="button button--primary" onClick={() => act('toggle')}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="button button--secondary" disabled={index === 0} onClick={() => act('previous')}>
          Previous step
        </button>
        <button type="button" className="button button--secondary" disabled={atGoal} onClick={() => act('next')}>
          Next step
        </button>
        <button type="button" className="button button--secondary" onClick={onStop}>
          Stop the replay
        </button>
      </div>
    </section>
  );
}
