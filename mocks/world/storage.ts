/**
 * localStorage when the runtime has one (every tab of the browser's origin sees it: the shared mock world,
 * shared-store.ts), else null: the world then lives in memory only (node, vitest's node environment).
 */
export function originStorage(): Storage | null {
  try {
    // A runtime may define the global without a working storage (Node's web storage without a file): memory then.
    return typeof localStorage === 'undefined' || typeof localStorage?.getItem !== 'function' ? null : localStorage;
  } catch {
    return null;
  }
}

/** sessionStorage when the runtime has one (browser tab), else nothing: state then lives in memory only (node, vitest). */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | undefined {
  const s = tabStorage();
  if (!s) return undefined;
  try {
    const text = s.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  const s = tabStorage();
  if (!s) return;
  try {
    if (value === undefined) s.removeItem(key);
    else s.setItem(key, JSON.stringify(value));
  } catch {
    /* quota: keep going in memory */
  }
}
