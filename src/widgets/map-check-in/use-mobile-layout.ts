import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH_PX } from './map-plan';

/** L-10: the media query of the check-in-geo page's mobile layout (600 px wide or less). */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** L-10: true while the window is 600 px wide or less (follows resizes; false where there is no window). */
export function useMobileLayout(query: string = MOBILE_LAYOUT_QUERY): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}
