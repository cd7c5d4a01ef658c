import type { JourneyMove, JourneyOptions, JourneyState } from './journey-types';
import type { Flow, GuardImpls, Step } from './types';

/** A state the journey model checker reached, with the move that first reached it. */
export interface JourneyNode {
  state: JourneyState;
  /** Outcome steps visited so far, sorted. */
  marks: string[];
  /** Left the front door (a step outside `frontDoor` was shown). */
  begun: boolean;
  key: string;
  parent: JourneyNode | null;
  move: JourneyMove | null;
  depth: number;
}

/** A move from a state to another (or to the goal). */
export interface JourneyEdge {
  from: JourneyNode;
  to: JourneyNode | 'goal';
  move: JourneyMove;
}

/** One search: its inputs and what it has found so far (states by key, the queue, every move as an edge). */
export interface JourneySearchState {
  flow: Flow;
  opts: JourneyOptions;
  guards: GuardImpls;
  byId: Map<string, Step>;
  maxStates: number;
  frontDoor: Set<string>;
  outcomeSteps: Set<string>;
  seen: Map<string, JourneyNode>;
  queue: JourneyNode[];
  edges: JourneyEdge[];
  truncated: boolean;
}

/** The moves from the start to a state. */
export function pathOf(node: JourneyNode): JourneyMove[] {
  const moves: JourneyMove[] = [];
  for (let n: JourneyNode | null = node; n?.move; n = n.parent) moves.unshift(n.move);
  return moves;
}
