/**
 * The demo world store. One in-memory state, persisted to sessionStorage (per browser tab) after every change,
 * so it survives reloads; resetWorld() rebuilds it from the seed. Handlers read with world() and, after a
 * change, call commit().
 */
import { onScenarioChange } from '../scenario';
import { readJson, writeJson } from './storage';
import { seedWorld, WORLD_VERSION } from './seed/seed-world';
import type { WorldState } from './types';

export type { WorldState } from './types';

const STORAGE_KEY = 'mock.world';

let state: WorldState | undefined;

function load(): WorldState {
  const stored = readJson<WorldState>(STORAGE_KEY);
  if (stored && stored.version === WORLD_VERSION) return stored;
  const fresh = seedWorld();
  writeJson(STORAGE_KEY, fresh);
  return fresh;
}

/** The current state (loaded or seeded on first use). */
export function world(): WorldState {
  state ??= load();
  return state;
}

/** Persists the state after a change. */
export function commit(): void {
  if (state) writeJson(STORAGE_KEY, state);
}

/** Back to the seed (relative to the clock's now). */
export function resetWorld(): void {
  state = seedWorld();
  writeJson(STORAGE_KEY, state);
}

/** A fresh id for new records. */
export function nextId(): number {
  const w = world();
  w.next_id += 1;
  return w.next_id;
}

/** A random-looking token (not security relevant: mock only). */
export function newToken(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  return `${prefix}-${random}`;
}

onScenarioChange(resetWorld);
