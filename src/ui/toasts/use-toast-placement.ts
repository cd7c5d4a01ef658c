import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { ToastPlacement } from './toast-placement';

const loadWatcher = () => import('./watch-toast-placement');

/**
 * While toasts are shown (`shown` not empty; measured again whenever the list changes), the edge of the screen where
 * they cover no primary action or focused control (watch-toast-placement.ts); the bottom while none are shown. The
 * measuring code is fetched when the browser is idle after the page starts, not with the page's first code.
 */
export function useToastPlacement(region: RefObject<HTMLElement | null>, shown: readonly unknown[]): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(() => void loadWatcher().catch(() => undefined));
  }, []);
  useLayoutEffect(() => {
    if (shown.length === 0) return;
    let live = true;
    let stop: (() => void) | undefined;
    void loadWatcher().then(({ watchToastPlacement }) => {
      if (live && region.current) stop = watchToastPlacement(region.current, setPlacement);
    }, () => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [region, shown]);
  return placement;
}
