import { useEffect, useRef } from 'react';
import type { WidgetEvent } from './widget-props';

/**
 * Sends the event `type` to the step the first time `when` holds, and never again for this widget's life (however
 * often React runs the effect: StrictMode runs it twice). For a page that finds out it cannot be shown, e.g. a link
 * that names another work (L-02) or is invalid (L-27).
 */
export function useSendOnce(when: boolean, type: string, send: (event: WidgetEvent) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!when || sent.current) return;
    sent.current = true;
    send({ type });
  }, [when, type, send]);
}
