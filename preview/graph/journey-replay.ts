import type { JourneyView } from './journey-view';

/** A journey being replayed: which of its steps the frame is sent to, and whether it moves on by itself. */
export interface ReplayState {
  journey: JourneyView;
  /** Index into `journey.steps`: the step the frame is on (the last one is the goal). */
  index: number;
  playing: boolean;
}

/** What a person (or the replay's timer) does to a replay. */
export type ReplayAction = 'tick' | 'toggle' | 'next' | 'previous';

/** A replay of `journey` from its first step, playing. */
export function startReplay(journey: JourneyView): ReplayState {
  return { journey, index: 0, playing: journey.steps.length > 1 };
}

const lastIndex = (state: ReplayState) => Math.max(0, state.journey.steps.length - 1);

/**
 * The replay after `action`. `tick` (the timer, only while playing) moves to the next step and stops playing on
 * the goal; `toggle` pauses, or plays on (from the first step again when it is at the goal); `next` and
 * `previous` move one step by hand and pause. Indexes stay within the journey's steps. Pure.
 */
export function replayAfter(state: ReplayState, action: ReplayAction): ReplayState {
  const last = lastIndex(state);
  switch (action) {
    case 'tick': {
      if (!state.playing) return state;
      const index = Math.min(last, state.index + 1);
      return { ...state, index, playing: index < last };
    }
    case 'toggle':
      if (state.playing) return { ...state, playing: false };
      return state.index >= last ? { ...state, index: 0, playing: last > 0 } : { ...state, playing: true };
    case 'next':
      return { ...state, index: Math.min(last, state.index + 1), playing: false };
    case 'previous':
      return { ...state, index: Math.max(0, state.index - 1), playing: false };
  }
}

/** The address the frame is sent to for a step's route: the route itself, or null when it needs parameters. */
export function replayPath(route: string | undefined): string | null {
  if (!route || route.includes(':') || route.includes('*')) return null;
  return route;
}
