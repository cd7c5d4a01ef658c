import { describe, expect, it } from 'vitest';
import { applyOverlay, type Overlay } from '../../src/engine';
import { bookingFlow } from './support/context';

describe('applyOverlay', () => {
  const overlay: Overlay = {
    provider: 'p',
    flow: 'booking',
    messages: { 'page-not-found': 'Nothing here' },
    steps: {
      schedule: { messages: { extra: 'Extra' }, blockers: [{ id: 'x', when: { session: 'guest' }, message: 'extra' }] },
      place: { widgetOptions: { placePicker: { showMap: true } } },
    },
  };

  it('overrides messages, prepends blockers and merges widget options without mutating the flow', () => {
    const before = JSON.stringify(bookingFlow);
    const merged = applyOverlay(bookingFlow, overlay);
    expect(merged.messages?.['page-not-found']).toBe('Nothing here');
    const schedule = merged.steps.find((s) => s.id === 'schedule')!;
    expect(schedule.blockers?.[0]?.id).toBe('x');
    expect(schedule.messages?.extra).toBe('Extra');
    expect(merged.steps.find((s) => s.id === 'place')!.widgets.find((w) => w.widget === 'placePicker')?.options).toEqual({ showMap: true });
    expect(JSON.stringify(bookingFlow)).toBe(before);
  });

  it('refuses an overlay for another flow or an unknown step', () => {
    expect(() => applyOverlay(bookingFlow, { ...overlay, flow: 'other' })).toThrow(/targets flow "other"/);
    expect(() => applyOverlay(bookingFlow, { provider: 'p', flow: 'booking', steps: { nope: {} } })).toThrow(/unknown step "nope"/);
  });
});
