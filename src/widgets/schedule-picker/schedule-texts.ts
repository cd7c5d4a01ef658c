/**
 * The schedule step's texts for its calendars, choice and buttons, read from the flow's messages (the schedule step's
 * own, and the flow's `continue`, `please-wait` and `link-retry`) so a provider overlay can change them. Plain data and a resolver:
 * the catalogue imports the keys; the widget resolves them once per render and hands them to its views.
 */

/** Message keys of the schedule picker's views (besides those listed in the catalogue entry itself). */
export const SCHEDULE_TEXT_MESSAGES = [
  'continue',
  'please-wait',
  'link-retry',
  'schedule-load-failed',
  'schedule-loading',
  'schedule-choice-label',
  'schedule-estimated-length',
  'schedule-waitlist-region',
  'schedule-summary-waitlist',
  'schedule-summary-arrive-leave',
  'schedule-summary-range',
  'schedule-summary-at',
  'schedule-your-address',
  'schedule-your-location',
  'arrive-time',
  'leave-time',
  'previous-month',
  'next-month',
  'previous-week',
  'next-week',
  'calendar-updating',
  'calendar-today',
  'calendar-unavailable',
  'slot-available',
  'slot-selected',
  'slot-booked',
  'slot-not-available',
  'slot-your-appointment',
  'slot-when',
  'slot-booked-content',
  'your-appointment',
  'slot-mine-label',
  'week-caption',
  'page-empty',
  'next-open-day',
  'week-appointments',
  'week-time-slots',
  'move-appointment',
  'move-earlier',
  'move-later',
  'address-note-count',
  'summary-time',
] as const;

type Text = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/** The calendars' texts (month calendar, week grid of slots, week calendar). */
export interface CalendarTexts {
  previousMonth: string;
  nextMonth: string;
  previousWeek: string;
  nextWeek: string;
  /** Said after the month's title while newer dates load. */
  updating: string;
  /** Words added to a day's or a cell's accessible name ("Tuesday, March 10, 2026, today"). */
  today: string;
  unavailable: string;
  available: string;
  selected: string;
  booked: string;
  notAvailable: string;
  yourAppointment: string;
  /** A cell's time: "Tue, Mar 10 at 9:00 AM". */
  slotWhen: (date: string, time: string) => string;
  /** What a booked cell shows ("Booked") and the first cell of your appointment ("Your appointment"). */
  bookedContent: string;
  mineContent: string;
  /** The first cell of your appointment: "Your appointment, Tue, Mar 10, 9:00 AM to 10:00 AM". */
  mineLabel: (date: string, start: string, end: string) => string;
  /** The grid's caption: "Time slots, Tue, Mar 10 to Thu, Mar 12". */
  weekCaption: (what: string, from: string, to: string) => string;
  /** A page of days without an open time: "No times are open on these days." */
  pageEmpty: string;
  /** Its link to the next open day: "Go to the next open day, Sat, Mar 14". */
  nextOpenDay: (date: string) => string;
  appointments: string;
  timeSlots: string;
  timeColumn: string;
  moveAppointment: string;
  earlier: string;
  later: string;
}

/** The schedule step's texts, resolved. */
export interface ScheduleTexts {
  calendar: CalendarTexts;
  continueLabel: string;
  pleaseWait: string;
  loadFailed: string;
  /** The retry button of a failed load. */
  retry: string;
  loading: string;
  /** Before the choice in words: "Your appointment:". */
  choiceLabel: string;
  estimatedLength: (duration: string) => string;
  waitlistRegion: string;
  summaryWaitlist: string;
  summaryArriveLeave: (day: string, arrive: string, leave: string) => string;
  summaryRange: (day: string, start: string, end: string) => string;
  summaryAt: (day: string, start: string) => string;
  /** The place of the no-dates texts when it has no name of its own. */
  yourAddress: string;
  yourLocation: string;
  arriveTime: string;
  leaveTime: string;
  /** Under a text box: "12/1020 characters". */
  count: (count: number, max: number) => string;
}

export function calendarTexts(text: Text): CalendarTexts {
  return {
    previousMonth: text('previous-month'),
    nextMonth: text('next-month'),
    previousWeek: text('previous-week'),
    nextWeek: text('next-week'),
    updating: text('calendar-updating'),
    today: text('calendar-today'),
    unavailable: text('calendar-unavailable'),
    available: text('slot-available'),
    selected: text('slot-selected'),
    booked: text('slot-booked'),
    notAvailable: text('slot-not-available'),
    yourAppointment: text('slot-your-appointment'),
    slotWhen: (date, time) => text('slot-when', { date, time }),
    bookedContent: text('slot-booked-content'),
    mineContent: text('your-appointment'),
    mineLabel: (date, start, end) => text('slot-mine-label', { date, start, end }),
    weekCaption: (what, from, to) => text('week-caption', { what, from, to }),
    pageEmpty: text('page-empty'),
    nextOpenDay: (date) => text('next-open-day', { date }),
    appointments: text('week-appointments'),
    timeSlots: text('week-time-slots'),
    timeColumn: text('summary-time'),
    moveAppointment: text('move-appointment'),
    earlier: text('move-earlier'),
    later: text('move-later'),
  };
}

export function scheduleTexts(text: Text): ScheduleTexts {
  return {
    calendar: calendarTexts(text),
    continueLabel: text('continue'),
    pleaseWait: text('please-wait'),
    loadFailed: text('schedule-load-failed'),
    retry: text('link-retry'),
    loading: text('schedule-loading'),
    choiceLabel: text('schedule-choice-label'),
    estimatedLength: (duration) => text('schedule-estimated-length', { duration }),
    waitlistRegion: text('schedule-waitlist-region'),
    summaryWaitlist: text('schedule-summary-waitlist'),
    summaryArriveLeave: (day, arrive, leave) => text('schedule-summary-arrive-leave', { day, arrive, leave }),
    summaryRange: (day, start, end) => text('schedule-summary-range', { day, start, end }),
    summaryAt: (day, start) => text('schedule-summary-at', { day, start }),
    yourAddress: text('schedule-your-address'),
    yourLocation: text('schedule-your-location'),
    arriveTime: text('arrive-time'),
    leaveTime: text('leave-time'),
    count: (count, max) => text('address-note-count', { count, max }),
  };
}
