/**
 * The shared store of the mock world (mocks/world/shared-store.ts, issue 29 item 2): two tabs of one browser are
 * two stores over one storage (what localStorage is to the tabs of an origin).
 */
import { describe, expect, it } from 'vitest';
import { createSharedStore, MAX_STORED_STATES, SHARED_KEY_PREFIX, sharedStoreKey, type SharedStoreOptions } from '../../mocks/world/shared-store';
import { MemoryStorage } from '../support/memory-storage';

/** A storage that holds at most `max` keys: one more throws, as a full localStorage does. */
class FullStorage extends MemoryStorage {
  constructor(private readonly max: number) {
    super();
  }
  override setItem(k: string, v: string) {
    if (this.getItem(k) === null && this.length >= this.max) throw new DOMException('full', 'QuotaExceededError');
    super.setItem(k, v);
  }
}

const memoryStorage = () => new MemoryStorage();

interface Counter {
  version: number;
  taken: string[];
}

const seed = (): Counter => ({ version: 1, taken: [] });

/** A tab of the browser: a store over `storage`, the identity it runs on and the clock given. */
function tab(storage: Storage | null, identity = '{}', extra: Partial<SharedStoreOptions<Counter>> = {}) {
  let id = identity;
  const store = createSharedStore<Counter>({ storage: () => storage, identity: () => id, seed, usable: (c) => c.version === 1, clock: () => 1_000, ...extra });
  return { store, setIdentity: (next: string) => (id = next) };
}

describe('shared store (issue 29 item 2)', () => {
  it('H-35 a slot one tab takes is seen taken by the other tab after its refresh (one world for the two tabs)', () => {
    const storage = memoryStorage();
    const a = tab(storage).store;
    const b = tab(storage).store;
    expect(b.get().taken).toEqual([]);
    a.get().taken.push('2026-03-11 09:00');
    a.save();
    // Tab B holds its state until its next request refreshes it (a request never sees the state change under it).
    expect(b.get().taken).toEqual([]);
    b.refresh();
    expect(b.get().taken).toEqual(['2026-03-11 09:00']);
    // And back: B's change reaches A.
    b.get().taken.push('2026-03-11 13:00');
    b.save();
    a.refresh();
    expect(a.get().taken).toEqual(['2026-03-11 09:00', '2026-03-11 13:00']);
  });

  it('L-53 a tab opened later starts from the world the other tabs changed, not from a fresh seed', () => {
    const storage = memoryStorage();
    const first = tab(storage).store;
    first.get().taken.push('cancelled 5001');
    first.save();
    expect(tab(storage).store.get().taken).toEqual(['cancelled 5001']);
  });

  it('worlds of different identities (scenarios) never mix, and a tab changing its scenario moves to that world', () => {
    const storage = memoryStorage();
    const a = tab(storage, '{"provider":"acme"}');
    const b = tab(storage, '{"provider":"demo"}').store;
    a.store.get().taken.push('acme slot');
    a.store.save();
    b.refresh();
    expect(b.get().taken).toEqual([]);
    expect(sharedStoreKey('{"provider":"acme"}')).not.toBe(sharedStoreKey('{"provider":"demo"}'));
    a.setIdentity('{"provider":"demo"}');
    expect(a.store.get().taken).toEqual([]);
    a.setIdentity('{"provider":"acme"}');
    expect(a.store.get().taken).toEqual(['acme slot']);
  });

  it('reset gives every tab of the identity a fresh seed (a repro link opened afresh)', () => {
    const storage = memoryStorage();
    const a = tab(storage).store;
    const b = tab(storage).store;
    a.get().taken.push('x');
    a.save();
    b.reset();
    a.refresh();
    expect(a.get().taken).toEqual([]);
  });

  it('never uses an entry of another identity under its key, an unusable state, unreadable text or one idle too long', () => {
    const storage = memoryStorage();
    const key = sharedStoreKey('{}');
    storage.setItem(key, JSON.stringify({ saved_at: 1_000, identity: 'other', state: { version: 1, taken: ['foreign'] } }));
    expect(tab(storage).store.get().taken).toEqual([]);
    storage.setItem(key, JSON.stringify({ saved_at: 1_000, identity: '{}', state: { version: 0, taken: ['old version'] } }));
    expect(tab(storage).store.get().taken).toEqual([]);
    storage.setItem(key, '{not json');
    expect(tab(storage).store.get().taken).toEqual([]);
    storage.setItem(key, JSON.stringify({ saved_at: 1_000, identity: '{}', state: { version: 1, taken: ['yesterday'] } }));
    expect(tab(storage, '{}', { clock: () => 1_000 + 60_000, maxIdleMs: 60_000 }).store.get().taken).toEqual(['yesterday']);
    expect(tab(storage, '{}', { clock: () => 1_000 + 60_001, maxIdleMs: 60_000 }).store.get().taken).toEqual([]);
  });

  it('without a storage, or with one that throws, each tab keeps its world in memory', () => {
    const a = tab(null).store;
    const b = tab(null).store;
    a.get().taken.push('memory');
    a.save();
    b.refresh();
    expect(a.get().taken).toEqual(['memory']);
    expect(b.get().taken).toEqual([]);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    const c = tab(throwing).store;
    c.get().taken.push('still works');
    c.save();
    c.refresh();
    expect(c.get().taken).toEqual(['still works']);
  });

  it(`keeps at most ${MAX_STORED_STATES} worlds, dropping the least recently written; a full storage drops the others`, () => {
    const storage = memoryStorage();
    let time = 0;
    for (let i = 0; i < MAX_STORED_STATES + 3; i++) {
      time += 1;
      tab(storage, `{"n":${i}}`, { clock: () => time }).store.get();
    }
    const keys = () => Array.from({ length: storage.length }, (_, i) => storage.key(i)!).filter((k) => k.startsWith(SHARED_KEY_PREFIX));
    expect(keys()).toHaveLength(MAX_STORED_STATES);
    expect(keys()).not.toContain(sharedStoreKey('{"n":0}'));
    expect(keys()).toContain(sharedStoreKey(`{"n":${MAX_STORED_STATES + 2}}`));

    const full = new FullStorage(2);
    tab(full, 'one').store.get();
    tab(full, 'two').store.get();
    const three = tab(full, 'three').store;
    three.get().taken.push('kept');
    three.save();
    expect(tab(full, 'three').store.get().taken).toEqual(['kept']);
  });
});
