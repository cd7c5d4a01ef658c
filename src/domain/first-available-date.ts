import { parseCalendarDate, todayInZone } from './time-zone';

/** The fields of a compatible-date entry (F-42) this rule reads. */
export interface CompatibleDateLike {
  date?: string | null;
  is_available?: boolean | null;
}

/** What the schedule screen currently shows. */
export interface FirstAvailableContext {
  /** The date already selected, if any. */
  selectedDate?: string | null;
  /** True while the waitlist form is shown. */
  showingWaitlistForm?: boolean;
  now: Date | string;
  timeZone: string;
}

/**
 * F-18: the date to auto-select — the earliest entry that is available (`is_available` not false)
 * and not before today in the location's zone — or null when a date is already selected, the
 * waitlist form is shown, or no entry qualifies. Input order does not matter.
 */
export function firstAvailableDate(entries: readonly CompatibleDateLike[], ctx: FirstAvailableContext): string | null {
  if (parseCalendarDate(ctx.selectedDate) !== null || ctx.showingWaitlistForm === true) return null;
  const today = todayInZone(ctx.now, ctx.timeZone);
  let best: string | null = null;
  for (const entry of entries) {
    if (entry.is_available === false) continue;
    const date = parseCalendarDate(entry.date);
    if (date === null || date < today) continue;
    if (best === null || date < best) best = date;
  }
  return best;
}
