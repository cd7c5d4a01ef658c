/**
 * The demo world store. One state per scenario identity (mocks/scenario.ts `worldIdentity`: tabs of the same
 * link, or of the same provider host without a link, share it; different scenarios never mix), kept in
 * localStorage so every tab of the browser's origin sees it (shared-store.ts; issue 29: two-tab races). Each tab
 * holds it in memory; the browser takes another tab's change before each request (`refreshWorld`, called by
 * mocks/browser.ts). Without localStorage (node, vitest's node environment) it lives in memory only.
 * Handlers read with world() and, after a change, call commit(); resetWorld() rebuilds it from the seed.
 * Not a database: a change another tab stores while one of this tab's requests is still being answered can be
 * written over by that request's commit (the e2e races run their tabs' steps one after the other).
 */
import { onScenarioChange, worldIdentity } from '../scenario';
import { originStorage } from './storage';
import { createSharedStore } from './shared-store';
import { seedWorld, WORLD_VERSION } from './seed/seed-world';
import type { WorldState } from './types';

export type { WorldState } from './types';

const store = createSharedStore<WorldState>({
  storage: originStorage,
  identity: worldIdentity,
  seed: seedWorld,
  usable: (w) => w.version === WORLD_VERSION,
});

/** The current state of the scenario in force (held, else stored by any tab, else seeded on first use). */
export function world(): WorldState {
  return store.get();
}

/** Stores the state after a change, for every tab of the origin. */
export function commit(): void {
  store.save();
}

/** Back to the seed (relative to the clock's now), for every tab sharing this scenario's world. */
export function resetWorld(): void {
  store.reset();
}

/** Takes the world another tab changed since this tab last read or wrote it (call before handling a request). */
export function refreshWorld(): void {
  store.refresh();
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
