import { useEffect } from 'react';
import { INTL_WARM_UPS } from '../domain/warm-intl';
import { whenIdle } from './when-idle';

let started = false;

/**
 * Once per page, after the first step is drawn: runs the app's `Intl` warm-ups (src/domain/warm-intl.ts), one per
 * idle period, so the browser's one-time locale setup is neither in the first paint nor in a Continue. Never
 * cancelled: a warm-up left to run after the step is gone only fills the formatters' caches.
 */
export function useWarmIntl(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    const jobs = [...INTL_WARM_UPS];
    const next = () => {
      jobs.shift()?.();
      if (jobs.length > 0) whenIdle(next);
    };
    whenIdle(next);
  }, []);
}
