/**
 * Where the session's token lives (A-31, decisions.md Security): sessionStorage under
 * {@link TOKEN_STORAGE_KEY}, with an in-memory fallback when storage is missing or denied; never localStorage.
 * Listeners hear every change of the stored token.
 */

/** sessionStorage key of the token. */
export const TOKEN_STORAGE_KEY = 'booking.auth-token';

type TokenChangeCallback = (token: string | null) => void;

export interface TokenStore {
  get(): string | null;
  /** Stores the token; listeners run when the stored token changes. */
  set(token: string): void;
  /** Removes the token; listeners run when there was one. */
  clear(): void;
  /** Registers a listener; returns its unsubscribe function. */
  onChange(cb: TokenChangeCallback): () => void;
}

/** The browser tab's sessionStorage, or null where there is none or it is denied (privacy mode, sandboxed frame). */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Calls every callback with `arg`; a callback that throws is logged and never stops the others. */
export function callEach<A>(cbs: ReadonlySet<(a: A) => void>, arg: A): void {
  for (const cb of [...cbs]) {
    try {
      cb(arg);
    } catch (e) {
      // A failing callback must not turn an ApiError into another error.
      console.error('api callback failed', e);
    }
  }
}

/** A token store over `storage()` (read on every access: a test or the tab may replace it). */
export function createTokenStore(storage: () => Storage | null = tabStorage): TokenStore {
  let memoryToken: string | null = null;
  const listeners = new Set<TokenChangeCallback>();
  const get = (): string | null => {
    try {
      const stored = storage()?.getItem(TOKEN_STORAGE_KEY);
      if (stored !== null && stored !== undefined) return stored;
    } catch {
      /* fall back to memory */
    }
    return memoryToken;
  };
  const write = (token: string | null) => {
    memoryToken = token;
    try {
      const s = storage();
      if (token === null) s?.removeItem(TOKEN_STORAGE_KEY);
      else s?.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* quota or denied: memory keeps it */
    }
  };
  return {
    get,
    set(token) {
      const before = get();
      write(token);
      if (before !== token) callEach(listeners, token);
    },
    clear() {
      const before = get();
      write(null);
      if (before !== null) callEach(listeners, null);
    },
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}
