import { describe, expect, it } from 'vitest';
import { validateScheduleContinue, type ScheduleChoice } from '../../src/domain/validate-schedule';

const calendar: ScheduleChoice = { mode: 'calendar', date: '2026-05-12' };
const slots: ScheduleChoice = { mode: 'time_slots', date: '2026-05-12', slotTime: '09:30' };
const fail = (rule: string, message: string) => ({ ok: false, rule, message });

describe('schedule Continue', () => {
  it('F-17 with no date selected: "Please select a date before you can continue."', () => {
    expect(validateScheduleContinue(calendar)).toEqual({ ok: true });
    for (const date of [null, undefined, '', '  ']) {
      expect(validateScheduleContinue({ mode: 'calendar', date })).toEqual(fail('F-17', 'Please select a date before you can continue.'));
    }
  });

  it('F-22 time-slot mode needs a date and a time: "Please select a date and time."', () => {
    expect(validateScheduleContinue(slots)).toEqual({ ok: true });
    expect(validateScheduleContinue({ ...slots, slotTime: 0 })).toEqual({ ok: true });
    const message = fail('F-22', 'Please select a date and time.');
    expect(validateScheduleContinue({ ...slots, slotTime: null })).toEqual(message);
    expect(validateScheduleContinue({ ...slots, slotTime: Number.NaN })).toEqual(message);
    expect(validateScheduleContinue({ ...slots, date: null })).toEqual(message);
  });

  it('F-16 continuing without a date needs availability text', () => {
    const waitlist: ScheduleChoice = { mode: 'calendar', withoutDate: true };
    expect(validateScheduleContinue(waitlist)).toEqual(fail('F-16', 'Please add your schedule availability before continuing without a date.'));
    expect(validateScheduleContinue({ ...waitlist, availabilityText: '   ' }).ok).toBe(false);
    expect(validateScheduleContinue({ ...waitlist, availabilityText: 'Weekday mornings' })).toEqual({ ok: true });
    expect(validateScheduleContinue({ mode: 'time_slots', withoutDate: true, availabilityText: 'Any time' })).toEqual({ ok: true });
  });

  it('F-15 hand-raise ("Prefer to have your service sooner") needs availability text', () => {
    expect(validateScheduleContinue({ ...calendar, handRaise: true })).toEqual(
      fail('F-15', 'Please add your availability and reason for wanting service sooner.'),
    );
    expect(validateScheduleContinue({ ...calendar, handRaise: true, availabilityText: 'Any afternoon this week' })).toEqual({ ok: true });
  });

  it('F-12 a provider that asks for it needs an issue-description note', () => {
    const message = fail('F-12', 'Please enter a note with a description of the issue you are experiencing.');
    expect(validateScheduleContinue({ ...calendar, issueNoteRequired: true })).toEqual(message);
    expect(validateScheduleContinue({ ...calendar, issueNoteRequired: true, note: ' ' })).toEqual(message);
    expect(validateScheduleContinue({ ...calendar, issueNoteRequired: true, note: 'Squeaky brakes' })).toEqual({ ok: true });
    expect(validateScheduleContinue({ ...calendar, issueNoteRequired: false })).toEqual({ ok: true });
  });

  it('F-21 a chosen leave time must be after the chosen arrive time', () => {
    expect(validateScheduleContinue({ ...calendar, arriveMinutes: 540, leaveMinutes: 600 })).toEqual({ ok: true });
    expect(validateScheduleContinue({ ...calendar, arriveMinutes: 600, leaveMinutes: 600 })).toEqual(
      fail('F-21', 'Your leave time must be after your arrive time.'),
    );
  });

  it('F-23 notes and waitlist text: 1019 and 1020 characters pass, 1021 fails', () => {
    const tooLong = fail('F-23', 'Please keep this to 1020 characters or fewer');
    expect(validateScheduleContinue({ ...calendar, note: 'n'.repeat(1019) })).toEqual({ ok: true });
    expect(validateScheduleContinue({ ...calendar, note: 'n'.repeat(1020) })).toEqual({ ok: true });
    expect(validateScheduleContinue({ ...calendar, note: 'n'.repeat(1021) })).toEqual(tooLong);
    expect(validateScheduleContinue({ mode: 'calendar', withoutDate: true, availabilityText: 'w'.repeat(1020) })).toEqual({ ok: true });
    expect(validateScheduleContinue({ mode: 'calendar', withoutDate: true, availabilityText: 'w'.repeat(1021) })).toEqual(tooLong);
  });

  it('F-12 F-16 F-17 one message at a time, in rule order', () => {
    expect(validateScheduleContinue({ mode: 'calendar', issueNoteRequired: true })).toMatchObject({ rule: 'F-12' });
    expect(validateScheduleContinue({ mode: 'calendar', withoutDate: true, note: 'x'.repeat(1021) })).toMatchObject({ rule: 'F-23' });
    expect(validateScheduleContinue({ mode: 'calendar', handRaise: true })).toMatchObject({ rule: 'F-15' });
  });
});
