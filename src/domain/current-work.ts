import { dateRelation, statusIs, type AppointmentLike } from './appointments';

/**
 * K-21: a scheduled work is "current" when its health check is complete, its status is
 * keys_available (any case) and its date is today in the service location's zone at `now`.
 */
export function isCurrentWork(appointment: AppointmentLike, now: Date | string): boolean {
  return appointment.hc_is_complete === true && statusIs(appointment, 'keys_available') && dateRelation(appointment, now) === 'today';
}
