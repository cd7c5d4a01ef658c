/**
 * The "METHOD /path" keys a repro link's `responses` may override, read from the mock's own handler list
 * (mocks/handlers/index.ts), so the preview tool offers exactly the calls the mock implements and stays in
 * sync when a handler is added. Paths keep MSW's `:param` spelling, which `responses` accepts.
 */

/** The part of an MSW `HttpHandler` read here. */
export interface HandlerLike {
  info: { method?: unknown; path?: unknown };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** Sorted, unique keys of the handlers below `prefix` (the mock's `*\/api`); catch-alls and non-HTTP handlers are left out. */
export function callKeysOf(handlers: readonly HandlerLike[], prefix = '*/api'): string[] {
  const keys = new Set<string>();
  for (const h of handlers) {
    const { method, path } = h.info;
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    const m = method.toUpperCase();
    if (!METHODS.has(m) || !path.startsWith(`${prefix}/`)) continue;
    const p = path.slice(prefix.length);
    if (p.includes('*')) continue;
    keys.add(`${m} ${p}`);
  }
  return [...keys].sort((a, b) => {
    const [ma = '', pa = ''] = a.split(' ');
    const [mb = '', pb = ''] = b.split(' ');
    return pa === pb ? ma.localeCompare(mb) : pa.localeCompare(pb);
  });
}
