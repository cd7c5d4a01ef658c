import { describe, expect, it } from 'vitest';
import { applyOverlay, messageText, type Overlay } from '../../src/engine';
import { bookingFlow, writtenBookingFlow } from './support/context';

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

  it('overrides any message: a flow-level override replaces the text on every step, the step’s own too; a step override wins on its step', () => {
    const merged = applyOverlay(bookingFlow, {
      provider: 'p',
      flow: 'booking',
      messages: { 'date-not-set': 'We will call you', 'confirm-title': 'Check and book' },
      steps: { review: { messages: { 'date-not-set': 'Soon' } } },
    });
    expect(messageText(merged, 'confirm-appointment', 'date-not-set')).toBe('We will call you');
    expect(messageText(merged, 'finished', 'date-not-set')).toBe('We will call you');
    expect(messageText(merged, 'review', 'date-not-set')).toBe('Soon');
    // confirm-title is the confirm step's own message: the provider's flow-level text still wins.
    expect(messageText(merged, 'confirm-appointment', 'confirm-title')).toBe('Check and book');
    expect(messageText(bookingFlow, 'confirm-appointment', 'confirm-title')).toBe('Confirm your appointment');
  });

  it('H-03: applies over the expanded flow, so a provider can prepend a blocker to a step whose blockers come from a template', () => {
    const merged = applyOverlay(writtenBookingFlow, {
      provider: 'p',
      flow: 'booking',
      steps: { review: { blockers: [{ id: 'P-1', when: { session: 'guest' }, message: 'date-not-set' }] } },
    });
    expect(merged.steps.find((s) => s.id === 'review')!.blockers?.map((b) => b.id)).toEqual(['P-1', 'H-03', 'H-04', 'H-05', 'H-06', 'G-11', 'K-55', 'H-17', 'H-18']);
    expect(merged.templates).toBeUndefined();
  });

  it('refuses an overlay for another flow or an unknown step', () => {
    expect(() => applyOverlay(bookingFlow, { ...overlay, flow: 'other' })).toThrow(/targets flow "other"/);
    expect(() => applyOverlay(bookingFlow, { provider: 'p', flow: 'booking', steps: { nope: {} } })).toThrow(/unknown step "nope"/);
  });
});
