import { describe, expect, it, vi } from 'vitest';
import { createMemoryAnalyticsSink } from '../../src/renderer/analytics';
import { runEffects } from '../../src/renderer/effect-runner';

describe('runEffects', () => {
  it('runs clearCart, track and alert in order', () => {
    const order: string[] = [];
    const analytics = createMemoryAnalyticsSink();
    runEffects(
      [{ track: 'a' }, { clearCart: true }, { alert: 'k' }],
      {
        clearCart: () => order.push('clear'),
        analytics: { track: (e, d) => (order.push(`track:${e}`), analytics.track(e, d)) },
        alert: (text) => order.push(`alert:${text}`),
        messageText: (key) => `text of ${key}`,
      },
      { step: 's' },
    );
    expect(order).toEqual(['track:a', 'clear', 'alert:text of k']);
    expect(analytics.events).toEqual([{ event: 'a', data: { step: 's' } }]);
  });

  it('does nothing for no effects', () => {
    const clearCart = vi.fn();
    runEffects([], { clearCart, analytics: createMemoryAnalyticsSink(), alert: vi.fn(), messageText: String });
    expect(clearCart).not.toHaveBeenCalled();
  });
});
