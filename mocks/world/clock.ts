/**
 * The mock world's clock. Every handler and the seed read "now" through {@link now} only, so a repro link's
 * `now` (or a test's {@link setClock}) moves the whole world in time. Order: a test's {@link setClock}, the
 * time machine's moved clock (`moveClock` of mocks/scenario.ts: "now" moves, the world is not reseeded), the
 * scenario's `now` (the instant the world was seeded at), the real time.
 */
import { currentScenario, movedClock } from '../scenario';

let override: Date | undefined;

/** Fixes the clock (tests); `undefined` goes back to the scenario's `now`, else the real time. */
export function setClock(iso: string | Date | undefined): void {
  override = iso === undefined ? undefined : new Date(iso);
}

/** True while a test's {@link setClock} holds the clock. */
export function isClockSet(): boolean {
  return override !== undefined;
}

export function now(): Date {
  if (override) return new Date(override);
  const fromMachine = movedClock();
  if (fromMachine) return new Date(fromMachine);
  const fromScenario = currentScenario().now;
  if (fromScenario) return new Date(fromScenario);
  return new Date();
}

/** YYYY-MM-DD of a date in a time zone (default America/New_York, decisions.md Time). */
export function isoDay(date: Date, timeZone = 'America/New_York'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Today's YYYY-MM-DD in the world's time zone. */
export function today(timeZone?: string): string {
  return isoDay(now(), timeZone);
}

/** YYYY-MM-DD plus n days (calendar arithmetic on the date string, time-zone free). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
