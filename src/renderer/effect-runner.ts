import type { Effect } from '../engine';
import type { AnalyticsSink } from './analytics';

/** What running effects needs from the app. */
export interface EffectHandlers {
  clearCart: () => void;
  analytics: AnalyticsSink;
  /** Shows an alert (toast) with a resolved text. */
  alert: (text: string) => void;
  /** Resolves an alert's message key to text. */
  messageText: (key: string) => string;
}

/**
 * The one place the engine's returned effects are performed, in order: `clearCart` empties the
 * cart, `track` sends an analytics event, `alert` shows the message's text.
 */
export function runEffects(effects: readonly Effect[], handlers: EffectHandlers, data?: Readonly<Record<string, unknown>>): void {
  for (const effect of effects) {
    if ('clearCart' in effect) handlers.clearCart();
    else if ('track' in effect) handlers.analytics.track(effect.track, data);
    else if ('alert' in effect) handlers.alert(handlers.messageText(effect.alert));
  }
}
