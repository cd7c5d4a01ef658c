import {
  dateRelation,
  daysSinceAppointment,
  describeDateRelation,
  describeStatus,
  statusIs,
  type AppointmentFact,
  type AppointmentLike,
} from './appointments';

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
const RESCHEDULE_GRACE_DAYS = 7;

/** K-28: the health check is complete and has a report URL. */
function hasServiceReport(a: AppointmentLike): boolean {
  return a.hc_is_complete === true && typeof a.health_check_url === 'string' && a.health_check_url.trim() !== '';
}

/** K-29 "no report": neither a completed health check nor a report URL exists. */
function hasNoReport(a: AppointmentLike): boolean {
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

/**
 * K-23, K-24 as a named fact for the preview's trace, `rescheduleWindow#<id>`: whether the card offers Reschedule
 * (the same rule as {@link cardActions}), e.g. `status "scheduled", dated Sat, Mar 14, 2026, 4 days ahead (today is
 * Tue, Mar 10, 2026 in America/New_York), not more than 7 days past: Reschedule offered`.
 */
export function rescheduleWindowFact(id: number | string, appointment: AppointmentLike, now: Date | string): AppointmentFact<boolean> {
  const value = RULES.Reschedule(appointment, now);
  const days = daysSinceAppointment(appointment, now);
  const status = describeStatus(appointment);
  let because: string;
  if (!statusIs(appointment, 'scheduled')) because = `${status}, not scheduled: no Reschedule`;
  else if (days === null) because = `${status}, no date yet: Check Dates Again instead of Reschedule`;
  else {
    const limit = days <= RESCHEDULE_GRACE_DAYS ? `not more than ${RESCHEDULE_GRACE_DAYS} days past` : `more than ${RESCHEDULE_GRACE_DAYS} days past`;
    because = `${status}, ${describeDateRelation(appointment, now)}, ${limit}: ${value ? 'Reschedule offered' : 'no Reschedule'}`;
  }
  return { name: `rescheduleWindow#${id}`, value, because };
}

/**
 * K-29 as a named fact for the preview's trace, `cancelWindow#<id>`: whether the card offers Cancel Service (the same
 * rule as {@link cardActions}), from the status, the date against today in the location's zone and the report.
 */
export function cancelWindowFact(id: number | string, appointment: AppointmentLike, now: Date | string): AppointmentFact<boolean> {
  const value = RULES['Cancel Service'](appointment, now);
  const parts = [describeStatus(appointment), describeDateRelation(appointment, now)];
  let outcome: string;
  if (!statusIs(appointment, 'scheduled', 'suggested')) outcome = 'neither scheduled nor suggested: no Cancel Service';
  else if (dateRelation(appointment, now) === 'past') outcome = 'the date has passed: no Cancel Service';
  else if (!hasNoReport(appointment)) outcome = 'a health check report exists: no Cancel Service';
  else outcome = 'not past and no report: Cancel Service offered';
  return { name: `cancelWindow#${id}`, value, because: `${parts.join(', ')}, ${outcome}` };
}
