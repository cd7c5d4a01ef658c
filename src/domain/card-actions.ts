import { dateRelation, daysSinceAppointment, statusIs, type AppointmentLike } from './appointments';

/** Appointment card actions of the account screen (document 3 §2, K-22..K-29), in display order. */
export const CARD_ACTIONS = [
  'Check In',
  'Reschedule',
  'Check Dates Again',
  'Receipt',
  'Quote for Next Time',
  'Confirm This Date',
  'Choose Different Date',
  'Service Report',
  'Cancel Service',
] as const;

/** One of the {@link CARD_ACTIONS} labels. */
export type CardAction = (typeof CARD_ACTIONS)[number];

/** K-23: Reschedule is offered up to this many days after the appointment date. */
export const RESCHEDULE_GRACE_DAYS = 7;

/** K-28: the health check is complete and has a report URL. */
export function hasServiceReport(a: AppointmentLike): boolean {
  return a.hc_is_complete === true && typeof a.health_check_url === 'string' && a.health_check_url.trim() !== '';
}

/** K-29 "no report": neither a completed health check nor a report URL exists. */
export function hasNoReport(a: AppointmentLike): boolean {
  return a.hc_is_complete !== true && !(typeof a.health_check_url === 'string' && a.health_check_url.trim() !== '');
}

const RULES: Record<CardAction, (a: AppointmentLike, now: Date | string) => boolean> = {
  // K-22 (OPEN-48: "uppercase SCHEDULED" compared ignoring case)
  'Check In': (a, now) => statusIs(a, 'scheduled') && dateRelation(a, now) === 'today',
  // K-23: dated, and not more than 7 days past (7 days past still shows)
  Reschedule: (a, now) => {
    const days = daysSinceAppointment(a, now);
    return statusIs(a, 'scheduled') && days !== null && days <= RESCHEDULE_GRACE_DAYS;
  },
  // K-24
  'Check Dates Again': (a, now) => statusIs(a, 'scheduled') && dateRelation(a, now) === 'none',
  // K-25
  Receipt: (a) => a.hc_is_complete === true || statusIs(a, 'finished'),
  // K-26
  'Quote for Next Time': (a) =>
    !statusIs(a, 'suggested') &&
    (a.services ?? []).some((s) => ['future', 'rejected'].includes(String(s?.upsell_status ?? '').trim().toLowerCase())),
  // K-27
  'Confirm This Date': (a) => statusIs(a, 'suggested'),
  'Choose Different Date': (a) => statusIs(a, 'suggested'),
  // K-28
  'Service Report': (a) => hasServiceReport(a),
  // K-29: an undated appointment's date is not past
  'Cancel Service': (a, now) =>
    statusIs(a, 'scheduled', 'suggested') && dateRelation(a, now) !== 'past' && hasNoReport(a),
};

/** True when `action` shows on the account card of `appointment` at `now` (dates judged in the appointment's zone). */
export function showsCardAction(action: CardAction, appointment: AppointmentLike, now: Date | string): boolean {
  return RULES[action](appointment, now);
}

/** K-22..K-29: every action the account card shows, in {@link CARD_ACTIONS} order. */
export function cardActions(appointment: AppointmentLike, now: Date | string): CardAction[] {
  return CARD_ACTIONS.filter((action) => RULES[action](appointment, now));
}
