import type { NavigateFunction } from 'react-router-dom';

/** True for an address outside the app (the engine only produces http(s) ones, from configuration). */
export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/**
 * Goes to an engine destination: in-app paths through the router, external http(s) addresses
 * through `leave` (a full page load).
 */
export function goTo(path: string, navigate: NavigateFunction, leave: (url: string) => void, replace = false): void {
  if (isExternal(path)) leave(path);
  else navigate(path, { replace });
}
