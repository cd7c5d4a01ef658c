import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, TOKEN_STORAGE_KEY } from '../../src/api/token-store';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('createTokenStore (A-31)', () => {
  it('A-31 keeps the token in the tab storage under its key, and listeners hear changes only', () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(() => storage);
    const heard = vi.fn();
    tokens.onChange(heard);
    tokens.set('t-1');
    tokens.set('t-1');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('t-1');
    expect(tokens.get()).toBe('t-1');
    tokens.clear();
    tokens.clear();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(heard.mock.calls).toEqual([['t-1'], [null]]);
  });

  it('A-31 falls back to memory when storage is missing or throws', () => {
    const none = createTokenStore(() => null);
    none.set('t-2');
    expect(none.get()).toBe('t-2');
    const denied = createTokenStore(() => {
      throw new Error('denied');
    });
    denied.set('t-3');
    expect(denied.get()).toBe('t-3');
    denied.clear();
    expect(denied.get()).toBeNull();
  });

  it('a listener that throws does not stop the others, and an unsubscribed one hears nothing', () => {
    const tokens = createTokenStore(() => null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const gone = vi.fn();
    tokens.onChange(() => {
      throw new Error('boom');
    });
    tokens.onChange(after);
    tokens.onChange(gone)();
    tokens.set('t-4');
    expect(after).toHaveBeenCalledWith('t-4');
    expect(gone).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
