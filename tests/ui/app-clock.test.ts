import { afterEach, describe, expect, it, vi } from 'vitest';
import { appNow, isAppClockFixed, setAppClock } from '../../src/ui/app-clock';

afterEach(() => {
  setAppClock(undefined);
  vi.useRealTimers();
});

describe('appNow', () => {
  it('is the real time without a scenario clock', () => {
    vi.useFakeTimers({ now: new Date('2030-01-02T03:04:05Z') });
    expect(appNow().toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(isAppClockFixed()).toBe(false);
  });
  it('stands still at the scenario’s now (an ISO instant with offset)', async () => {
    setAppClock('2025-03-10T10:00:00-04:00');
    expect(appNow().toISOString()).toBe('2025-03-10T14:00:00.000Z');
    await new Promise((r) => setTimeout(r, 5));
    expect(appNow().toISOString()).toBe('2025-03-10T14:00:00.000Z');
    expect(isAppClockFixed()).toBe(true);
  });
  it('hands out a fresh Date each call', () => {
    setAppClock('2025-03-10T10:00:00Z');
    const a = appNow();
    a.setFullYear(1999);
    expect(appNow().toISOString()).toBe('2025-03-10T10:00:00.000Z');
  });
  it('goes back to the real time when cleared or given an unreadable text', () => {
    vi.useFakeTimers({ now: new Date('2030-01-02T00:00:00Z') });
    setAppClock('2025-03-10T10:00:00Z');
    setAppClock(undefined);
    expect(appNow().toISOString()).toBe('2030-01-02T00:00:00.000Z');
    setAppClock('not a date');
    expect(isAppClockFixed()).toBe(false);
  });
});
