import { validateArriveLeave } from './arrive-leave';
import { validateNoteLength } from './validate-notes';
import {
  MSG_ISSUE_NOTE_REQUIRED,
  MSG_SELECT_DATE,
  MSG_SELECT_DATE_AND_TIME,
  MSG_SOONER_NEEDS_AVAILABILITY,
  MSG_WAITLIST_NEEDS_AVAILABILITY,
} from './validation-messages';

/** What the schedule screen holds when Continue is pressed (F-13..F-23, F-43). */
export interface ScheduleChoice {
  /** `time_slots` for the week grid of slots (F-05, F-22); `calendar` for the other variants. */
  mode: 'calendar' | 'time_slots';
  /** The chosen date, if any. */
  date?: string | null;
  /** Time-slot mode: the chosen slot start (minutes or a clock string), if any. */
  slotTime?: number | string | null;
  /** Availability-windows mode: the chosen arrive and leave times, minutes since midnight (F-04). */
  arriveMinutes?: number | null;
  leaveMinutes?: number | null;
  /** Continuing without a date, on the waitlist (F-13, F-16). */
  withoutDate?: boolean;
  /** `Prefer to have your service sooner` is checked (F-14). */
  handRaise?: boolean;
  /** The availability text (waitlist_note) for the waitlist or hand-raise. */
  availabilityText?: string | null;
  /** The optional notes box (customerNote, F-08). */
  note?: string | null;
  /** F-12: the provider's data asks for an issue-description note (OPEN-21: data, never a name). */
  issueNoteRequired?: boolean;
}

/** The ledger rule that blocked Continue. */
export type ScheduleRule = 'F-12' | 'F-15' | 'F-16' | 'F-17' | 'F-21' | 'F-22' | 'F-23';

/** The outcome: Continue allowed, or blocked by one rule with its message. */
export type ScheduleCheck = { ok: true } | { ok: false; rule: ScheduleRule; message: string };

const blank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';

function hasSlot(slotTime: ScheduleChoice['slotTime']): boolean {
  return typeof slotTime === 'number' ? Number.isFinite(slotTime) : !blank(slotTime);
}

/**
 * Schedule Continue (F-12, F-15..F-17, F-21..F-23); the first failing rule wins, in this order:
 * - F-23: the note and the availability text are at most 1020 characters each;
 * - F-12: a note is required when `issueNoteRequired` ("Please enter a note with a description…");
 * - without a date (waitlist): availability text is required (F-16);
 * - with hand-raise: availability text is required (F-15);
 * - time-slot mode: a date and a slot time are required ("Please select a date and time.", F-22);
 * - otherwise a date is required ("Please select a date before you can continue.", F-17), and a
 *   chosen leave time must be after the chosen arrive time (F-21).
 */
export function validateScheduleContinue(choice: ScheduleChoice): ScheduleCheck {
  for (const text of [choice.note, choice.availabilityText]) {
    const length = validateNoteLength(text);
    if (!length.ok) return { ok: false, rule: 'F-23', message: length.message };
  }
  if (choice.issueNoteRequired === true && blank(choice.note)) {
    return { ok: false, rule: 'F-12', message: MSG_ISSUE_NOTE_REQUIRED };
  }
  if (choice.withoutDate === true) {
    return blank(choice.availabilityText) ? { ok: false, rule: 'F-16', message: MSG_WAITLIST_NEEDS_AVAILABILITY } : { ok: true };
  }
  if (choice.handRaise === true && blank(choice.availabilityText)) {
    return { ok: false, rule: 'F-15', message: MSG_SOONER_NEEDS_AVAILABILITY };
  }
  if (choice.mode === 'time_slots') {
    return blank(choice.date) || !hasSlot(choice.slotTime) ? { ok: false, rule: 'F-22', message: MSG_SELECT_DATE_AND_TIME } : { ok: true };
  }
  if (blank(choice.date)) return { ok: false, rule: 'F-17', message: MSG_SELECT_DATE };
  const times = validateArriveLeave(choice.arriveMinutes, choice.leaveMinutes);
  return times.ok ? { ok: true } : { ok: false, rule: 'F-21', message: times.message };
}
