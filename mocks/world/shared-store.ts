/**
 * A state every tab of the browser's origin shares (the mock world, issue 29): kept in a storage all tabs see
 * (localStorage), one entry per identity (the scenario's world part, mocks/scenario.ts `worldIdentity`), so the
 * tabs of one identity share one state and those of different identities (the preview's frames of different
 * scenarios) never mix. A tab holds the state in memory with the text it last read or wrote; `refresh()` takes
 * the text another tab wrote since (the browser calls it before each request, mocks/browser.ts). Without a
 * storage (node, vitest's node environment) the state lives in memory only.
 */

/** Key prefix of the stored states (one key per identity). */
export const SHARED_KEY_PREFIX = 'mock.world:';

/** How many identities keep a stored state: seeding one more drops the least recently written beyond it. */
export const MAX_STORED_STATES = 8;

/** Twelve hours: a stored state left unchanged longer is reseeded when a tab first reads it (a demo world of yesterday). */
const DEFAULT_MAX_IDLE_MS = 12 * 3_600_000;

export interface SharedStoreOptions<T> {
  /** The storage every tab of the origin sees (localStorage), or null: memory only. */
  storage: () => Storage | null;
  /** The identity in force: states of different identities are kept apart. */
  identity: () => string;
  /** A fresh state. */
  seed: () => T;
  /** Whether a stored state can be used (e.g. its version is the current one). */
  usable: (state: T) => boolean;
  /** Milliseconds since the epoch, for the idle check; Date.now by default. */
  clock?: () => number;
  /** A stored state unchanged longer than this is reseeded when a tab first reads it. */
  maxIdleMs?: number;
}

export interface SharedStore<T> {
  /** The state of the identity in force: the one held, else the stored one, else a fresh seed (stored). */
  get(): T;
  /** Stores the held state (after a change), for every tab to read. */
  save(): void;
  /** A fresh seed for the identity in force, stored (replaces what every tab of that identity sees). */
  reset(): T;
  /** Takes the stored state when another tab wrote one since this tab last read or wrote it. */
  refresh(): void;
}

/** What is stored under a key (`saved_at` first, so the pruning reads it without parsing the state). */
interface Entry<T> {
  saved_at: number;
  identity: string;
  state: T;
}

/** The storage key of an identity: the prefix and a 32-bit FNV-1a hash (the entry repeats the identity, checked on reading). */
export function sharedStoreKey(identity: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < identity.length; i++) {
    hash ^= identity.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return SHARED_KEY_PREFIX + hash.toString(16).padStart(8, '0');
}

/** When the stored text of a key was written (0 when unreadable). */
function savedAt(text: string | null): number {
  const match = text === null ? null : /^\{"saved_at":(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** The stored keys of every identity. */
function storedKeys(s: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(SHARED_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Removes the stored states of other identities, oldest first, until at most `keep` remain. */
function prune(s: Storage, except: string, keep: number): void {
  const others = storedKeys(s).filter((k) => k !== except);
  others.sort((a, b) => savedAt(s.getItem(b)) - savedAt(s.getItem(a)));
  for (const key of others.slice(keep)) s.removeItem(key);
}

/**
 * A store of one state per identity, shared by the tabs that see the same storage. Promises: every tab reads
 * the same state for the same identity after `refresh()`; a storage that is missing, throws or is full leaves the
 * tab working in memory; a stored entry of another identity, of an unusable state or idle too long is never used.
 */
export function createSharedStore<T>(options: SharedStoreOptions<T>): SharedStore<T> {
  const clock = options.clock ?? Date.now;
  const maxIdle = options.maxIdleMs ?? DEFAULT_MAX_IDLE_MS;
  /** The held state; `text` is what the storage held when this tab last read or wrote it (null: not stored). */
  let held: { identity: string; state: T; text: string | null } | undefined;

  function storage(): Storage | null {
    try {
      return options.storage();
    } catch {
      return null;
    }
  }

  function readText(identity: string): string | null {
    try {
      return storage()?.getItem(sharedStoreKey(identity)) ?? null;
    } catch {
      return null;
    }
  }

  function parse(identity: string, text: string | null): Entry<T> | undefined {
    if (text === null) return undefined;
    try {
      const entry = JSON.parse(text) as Entry<T>;
      return entry.identity === identity && options.usable(entry.state) ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores the state; a full storage drops the other identities' states and tries once more. Null: not stored. */
  function write(identity: string, state: T, pruneFirst: boolean): string | null {
    const s = storage();
    if (!s) return null;
    const key = sharedStoreKey(identity);
    const entry: Entry<T> = { saved_at: clock(), identity, state };
    const text = JSON.stringify(entry);
    try {
      if (pruneFirst) prune(s, key, MAX_STORED_STATES - 1);
      s.setItem(key, text);
      return text;
    } catch {
      try {
        prune(s, key, 0);
        s.setItem(key, text);
        return text;
      } catch {
        return null;
      }
    }
  }

  function seed(identity: string): T {
    const state = options.seed();
    held = { identity, state, text: write(identity, state, true) };
    return state;
  }

  function load(identity: string): T {
    const text = readText(identity);
    const entry = parse(identity, text);
    if (!entry || clock() - entry.saved_at > maxIdle) return seed(identity);
    held = { identity, state: entry.state, text };
    return entry.state;
  }

  return {
    get() {
      const identity = options.identity();
      return held?.identity === identity ? held.state : load(identity);
    },
    save() {
      if (held) held.text = write(held.identity, held.state, false);
    },
    reset() {
      return seed(options.identity());
    },
    refresh() {
      if (!held || held.text === null) return;
      const text = readText(held.identity);
      if (text === null || text === held.text) return;
      const entry = parse(held.identity, text);
      if (entry) held = { identity: held.identity, state: entry.state, text };
    },
  };
}
