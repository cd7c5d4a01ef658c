import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  appointmentDate,
  appointmentStartInstant,
  appointmentTimeZone,
  capList,
  dateRelation,
  LIST_CAP,
  pastAppointments,
  statusIs,
  suggestedAppointments,
  upcomingAppointments,
  type AppointmentLike,
} from '../../src/domain/appointments';

// 2026-05-10 in New York and Los Angeles, 2026-05-11 in UTC and Tokyo.
const NOW = '2026-05-11T02:00:00Z';
const LA = { time_zone: 'America/Los_Angeles' };
const a = (id: number, status: string, date: string | null, extra: Partial<AppointmentLike> = {}) => ({ id, status, date, ...extra });

describe('appointment basics', () => {
  it('OPEN-48 status comparisons ignore case', () => {
    expect(statusIs({ status: 'SCHEDULED' }, 'scheduled')).toBe(true);
    expect(statusIs({ status: ' Keys_Available ' }, 'keys_available')).toBe(true);
    expect(statusIs({ status: null }, 'scheduled')).toBe(false);
  });

  it('K-20 OPEN-48 the statuses are scheduled, keys_available, suggested, finished, cancelled; "canceled" counts as cancelled', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['scheduled', 'keys_available', 'suggested', 'finished', 'cancelled']);
    expect(statusIs({ status: 'Canceled' }, 'cancelled')).toBe(true);
    expect(statusIs({ status: 'CANCELLED' }, 'cancelled')).toBe(true);
    expect(statusIs({ status: 'cancel' }, 'cancelled')).toBe(false);
  });

  it('decisions "Time" an appointment uses its address zone, else its client location zone, else New York', () => {
    expect(appointmentTimeZone({ customer_address: LA, client_location: { time_zone: 'America/Chicago' } })).toBe('America/Los_Angeles');
    expect(appointmentTimeZone({ client_location: { time_zone: 'America/Chicago' } })).toBe('America/Chicago');
    expect(appointmentTimeZone({})).toBe('America/New_York');
  });

  it('K-05 K-07 today is judged in the appointment zone, whatever the process zone', () => {
    expect(dateRelation({ date: '2026-05-10', customer_address: LA }, NOW)).toBe('today');
    expect(dateRelation({ date: '2026-05-10', customer_address: { time_zone: 'Asia/Tokyo' } }, NOW)).toBe('past');
    expect(dateRelation({ date: '2026-05-11' }, NOW)).toBe('future');
    expect(dateRelation({ date: null }, NOW)).toBe('none');
    expect(appointmentDate({ date: '2026-05-10T00:00:00Z' })).toBe('2026-05-10');
  });

  it('K-35 the start is the date at the confirmed start time, else planned arrival, else 08:00, in the location zone', () => {
    expect(appointmentStartInstant({ date: '2026-05-12', confirmed_appointment_start_time: '10:30', plannedArrivalTime: '09:00' })?.toISOString()).toBe('2026-05-12T14:30:00.000Z');
    expect(appointmentStartInstant({ date: '2026-05-12', plannedArrivalTime: '9:00 AM', customer_address: LA })?.toISOString()).toBe('2026-05-12T16:00:00.000Z');
    expect(appointmentStartInstant({ date: '2026-05-12', plannedArrivalTime: '2026-05-12T09:00:00' })?.toISOString()).toBe('2026-05-12T13:00:00.000Z');
    expect(appointmentStartInstant({ date: '2026-05-12' })?.toISOString()).toBe('2026-05-12T12:00:00.000Z');
    expect(appointmentStartInstant({ date: '2026-05-12', confirmed_appointment_start_time: '2026-05-12T09:00:00-07:00' })?.toISOString()).toBe('2026-05-12T16:00:00.000Z');
    expect(appointmentStartInstant({ date: null, plannedArrivalTime: '09:00' })).toBeNull();
  });

  it('K-35 a start written SQL-style with an offset is used as is, never replaced by 08:00', () => {
    const ny = { customer_address: { time_zone: 'America/New_York' } };
    expect(appointmentStartInstant({ date: '2026-05-12', confirmed_appointment_start_time: '2026-05-12 18:00:00+00:00', ...ny })?.toISOString()).toBe('2026-05-12T18:00:00.000Z');
    expect(appointmentStartInstant({ date: '2026-05-12', plannedArrivalTime: '18:00:00+00:00', ...ny })?.toISOString()).toBe('2026-05-12T18:00:00.000Z');
    expect(appointmentStartInstant({ date: '2026-05-12', confirmed_appointment_start_time: '2026-02-30T09:00:00Z', plannedArrivalTime: '10:00', ...ny })?.toISOString()).toBe('2026-05-12T14:00:00.000Z');
  });
});

describe('account lists', () => {
  const list = [
    a(1, 'scheduled', '2026-05-10', { customer_address: LA }), // today in LA
    a(2, 'keys_available', '2026-05-20'),
    a(3, 'SCHEDULED', '2026-05-09'), // past
    a(4, 'scheduled', null), // no date yet
    a(5, 'suggested', '2026-05-10'), // today in New York
    a(6, 'suggested', '2026-05-01'),
    a(7, 'finished', '2026-05-30'),
    a(8, 'cancelled', '2026-05-02'),
    a(9, 'cancelled', '2026-06-02'),
    a(10, 'scheduled', '2026-05-12'),
  ];

  it('K-05 Upcoming: scheduled or keys_available dated today or later (undated included), soonest first', () => {
    expect(upcomingAppointments(list, NOW).map((x) => x.id)).toEqual([1, 10, 2, 4]);
  });

  it('K-05 K-07 appointments on the same date are ordered by their start time', () => {
    const sameDay = [
      a(1, 'scheduled', '2026-05-12', { confirmed_appointment_start_time: '15:00' }),
      a(2, 'scheduled', '2026-05-12', { confirmed_appointment_start_time: '09:00' }),
      a(3, 'scheduled', '2026-05-12'), // 08:00 assumed
    ];
    expect(upcomingAppointments(sameDay, NOW).map((x) => x.id)).toEqual([3, 2, 1]);
    const done = sameDay.map((x) => ({ ...x, status: 'finished' }));
    expect(pastAppointments(done, NOW).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('K-06 Suggested: suggested dated today or later', () => {
    expect(suggestedAppointments(list, NOW).map((x) => x.id)).toEqual([5]);
  });

  it('K-07 Past: finished, or dated before today whatever the status, most recent first', () => {
    expect(pastAppointments(list, NOW).map((x) => x.id)).toEqual([7, 3, 8, 6]);
  });

  it('K-08 K-09 lists show at most 12 items until Show All', () => {
    const many = Array.from({ length: 13 }, (_, i) => i);
    expect(LIST_CAP).toBe(12);
    expect(capList(many, false)).toEqual({ visible: many.slice(0, 12), hasMore: true });
    expect(capList(many, true)).toEqual({ visible: many, hasMore: true });
    expect(capList(many.slice(0, 12), false)).toEqual({ visible: many.slice(0, 12), hasMore: false });
  });
});
