import { describe, expect, it } from 'vitest';
import flowJson from '../../flows/booking.flow.json';
import { continueBlocker, type Flow } from '../../src/engine';
import { bookingFacts } from '../../src/booking/booking-facts';
import { bookingGuards } from '../../src/booking/guards';
import {
  emptySelection,
  liveBookingSchedule,
  sameSchedule,
  selectionFromBooking,
  selectionReducer,
  toBookingSchedule,
  toChangeBookingFields,
  type ScheduleSelection,
} from '../../src/widgets/schedule-picker/schedule-selection';
import { scheduleVariant, type ScheduleVariant } from '../../src/domain/schedule-variant';
import { fallbackWindow, firstWindow, schedulePlace } from '../../src/widgets/schedule-picker/use-schedule-dates';
import { slotStarts } from '../../src/widgets/schedule-picker/schedule-days';
import { formatLongDate, formatTime12 } from '../../src/widgets/schedule-picker/schedule-format';
import { storyEntry } from '../../src/widgets/schedule-picker/story-data';
import { emptyBooking } from '../../src/booking/booking-state';

const flow = flowJson as unknown as Flow;

describe('schedule variant (OPEN-54)', () => {
  it('F-04/F-05/F-06 availability_windows → month; time_slots or time blocks → slots; else week', () => {
    expect(scheduleVariant({ scheduling_system: 'availability_windows' })).toBe('month');
    expect(scheduleVariant({ scheduling_system: 'availability_windows', is_using_time_blocks: true })).toBe('month');
    expect(scheduleVariant({ scheduling_system: 'time_slots' })).toBe('timeSlots');
    expect(scheduleVariant({ scheduling_system: 'other', is_using_time_blocks: true })).toBe('timeSlots');
    expect(scheduleVariant({ scheduling_system: 'other' })).toBe('week');
    expect(scheduleVariant({})).toBe('week');
  });
});

describe('selection reducer', () => {
  it('F-20 choosing an arrive time sets the leave time to the next later hour', () => {
    const s = selectionReducer({ ...emptySelection, date: '2026-03-11', arrive: 480, leave: 1020 }, { type: 'arrive', minutes: 600, end: 1020 });
    expect([s.arrive, s.leave]).toEqual([600, 660]);
  });

  it('F-13 the waitlist drops the date; leaving it keeps no date (F-18 then picks the first one)', () => {
    const on = selectionReducer({ ...emptySelection, date: '2026-03-11', start: 540, handRaise: true }, { type: 'waitlist', on: true });
    expect(on).toMatchObject({ waitlist: true, date: null, start: null, handRaise: false });
    expect(selectionReducer(on, { type: 'waitlist', on: false })).toMatchObject({ waitlist: false, date: null });
    expect(selectionReducer(on, { type: 'pickStart', date: '2026-03-12', start: 600 })).toMatchObject({ waitlist: false, date: '2026-03-12', start: 600 });
  });
});

describe('booking schedule (F-43) and change booking (I-02)', () => {
  const entry = storyEntry('2026-03-11', { service_vehicle_id: '901', schedule_instance_id: 311901, is_pickup_and_delivery: true });

  it('F-43 month: date, planned arrival and departure, vehicle, instance; no confirmed start', () => {
    const schedule = toBookingSchedule({
      selection: { ...emptySelection, date: '2026-03-11', arrive: 540, leave: 600 },
      variant: 'month',
      entry,
      lengthMinutes: 45,
      note: 'Gate code 1234',
    });
    expect(schedule).toEqual({
      date: '2026-03-11',
      plannedArrivalTime: '09:00',
      plannedDepartureTime: '10:00',
      serviceVehicleId: 901,
      scheduleInstanceId: 311901,
      customerNote: 'Gate code 1234',
      waitlist_note: '',
      is_handraise: false,
      isPickupAndDelivery: true,
      confirmedAppointmentStartTime: null,
      waitlist: false,
    });
  });

  it('F-14/F-43 slot with hand-raise: start, departure after the appointment length, the availability text', () => {
    const schedule = toBookingSchedule({
      selection: { ...emptySelection, date: '2026-03-11', start: 570, handRaise: true, availabilityText: ' Any morning ' },
      variant: 'timeSlots',
      entry,
      lengthMinutes: 90,
      note: '',
    });
    expect(schedule).toMatchObject({ plannedArrivalTime: '09:30', plannedDepartureTime: '11:00', confirmedAppointmentStartTime: '09:30', is_handraise: true, waitlist_note: 'Any morning' });
  });

  it('F-13 waitlist: no date, no vehicle, the availability text', () => {
    const schedule = toBookingSchedule({ selection: { ...emptySelection, waitlist: true, availabilityText: 'Weekends' }, variant: 'month', entry: undefined, lengthMinutes: 60, note: '' });
    expect(schedule).toMatchObject({ date: null, plannedArrivalTime: null, serviceVehicleId: null, scheduleInstanceId: null, waitlist_note: 'Weekends', is_handraise: false });
    expect(selectionFromBooking(schedule, 'month')).toMatchObject({ waitlist: true, availabilityText: 'Weekends' });
  });

  it('I-02 the change-booking fields', () => {
    const schedule = toBookingSchedule({ selection: { ...emptySelection, date: '2026-03-11', start: 600 }, variant: 'week', entry, lengthMinutes: 60, note: 'n' });
    expect(toChangeBookingFields(schedule)).toEqual({
      new_date: '2026-03-11',
      schedule_instance_id: 311901,
      service_vehicle_id: 901,
      customer_note: 'n',
      waitlist_note: '',
      is_handraise: false,
      planned_arrival_time: '10:00',
      planned_departure_time: '11:00',
      confirmed_appointment_start_time: '10:00',
    });
  });

  it('keeps the known vehicle of a restored date while its entry is not loaded; nothing chosen is null', () => {
    const restored = toBookingSchedule({ selection: { ...emptySelection, date: '2026-03-11', arrive: 540, leave: 600 }, variant: 'month', entry, lengthMinutes: 45, note: '' });
    const live = liveBookingSchedule(restored, { selection: selectionFromBooking(restored, 'month'), variant: 'month', entry: undefined, lengthMinutes: 45, note: '' });
    expect(live).toMatchObject({ date: '2026-03-11', serviceVehicleId: 901, scheduleInstanceId: 311901, isPickupAndDelivery: true, waitlist: false });
    expect(sameSchedule(live, restored)).toBe(true);
    expect(liveBookingSchedule(restored, { selection: emptySelection, variant: 'month', entry: undefined, lengthMinutes: 45, note: '' })).toBeNull();
    expect(liveBookingSchedule(null, { selection: { ...emptySelection, waitlist: true }, variant: 'month', entry: undefined, lengthMinutes: 45, note: '' })).toMatchObject({ date: null, waitlist: true, waitlist_note: '' });
  });
});

describe('schedule Continue through the flow\'s blockers (F-15..F-17, F-21, F-22)', () => {
  const entry = storyEntry('2026-03-11', { service_vehicle_id: '901' });
  const systems: Record<ScheduleVariant, Record<string, unknown>> = {
    month: { scheduling_system: 'availability_windows' },
    timeSlots: { scheduling_system: 'time_slots' },
    week: { scheduling_system: 'other' },
  };
  /** The blocker that holds once the widget has written `selection` into the booking, or 'none'. */
  function blockerOf(variant: ScheduleVariant, selection: ScheduleSelection) {
    const config = systems[variant];
    const schedule = liveBookingSchedule(null, { selection, variant, entry: selection.date ? entry : undefined, lengthMinutes: 60, note: '' });
    const ctx = { config, session: { signedIn: true, guest: false }, booking: { ...bookingFacts({ ...emptyBooking(), schedule }, config) }, query: {} };
    const r = continueBlocker(flow, 'schedule', ctx, bookingGuards);
    return { rule: r.explanation.decidedBy, message: r.message };
  }

  it('F-17 blocks Continue without a date (flow blocker)', () => {
    expect(blockerOf('month', emptySelection)).toEqual({ rule: 'F-17', message: 'Please select a date before you can continue.' });
    expect(blockerOf('month', { ...emptySelection, date: '2026-03-11' }).rule).toBe('none');
    expect(blockerOf('month', { ...emptySelection, date: '2026-03-11', arrive: 540, leave: 1140 }).rule).toBe('none');
  });

  it('F-22 on the slot grid and the week calendar a date alone is not enough (flow blocker)', () => {
    for (const variant of ['timeSlots', 'week'] as const) {
      expect(blockerOf(variant, emptySelection)).toEqual({ rule: 'F-22', message: 'Please select a date and time.' });
      expect(blockerOf(variant, { ...emptySelection, date: '2026-03-11' }).rule).toBe('F-22');
      expect(blockerOf(variant, { ...emptySelection, date: '2026-03-11', start: 600 }).rule).toBe('none');
    }
    expect(blockerOf('week', { ...emptySelection, date: '2026-03-11', start: 0 }).rule).toBe('none');
  });

  it('F-21 blocks a leave time not after the arrive time on the month calendar (flow blocker)', () => {
    expect(blockerOf('month', { ...emptySelection, date: '2026-03-11', arrive: 600, leave: 540 })).toEqual({ rule: 'F-21', message: 'Your leave time must be after your arrive time.' });
    expect(blockerOf('month', { ...emptySelection, date: '2026-03-11', arrive: 600, leave: 600 }).rule).toBe('F-21');
    expect(blockerOf('month', { ...emptySelection, date: '2026-03-11', arrive: 600, leave: 660 }).rule).toBe('none');
  });

  it('F-16 the waitlist needs the availability text, in every variant (flow blocker)', () => {
    for (const variant of ['month', 'timeSlots', 'week'] as const) {
      const waitlist = { ...emptySelection, waitlist: true };
      expect(blockerOf(variant, waitlist)).toEqual({ rule: 'F-16', message: 'Please add your schedule availability before continuing without a date.' });
      expect(blockerOf(variant, { ...waitlist, availabilityText: '   ' }).rule).toBe('F-16');
      expect(blockerOf(variant, { ...waitlist, availabilityText: 'Weekday mornings' }).rule).toBe('none');
    }
  });

  it('F-15 the hand-raise needs the availability and reason, before the date-and-time rule (flow blocker)', () => {
    const sooner = { ...emptySelection, date: '2026-03-11', arrive: 540, leave: 600, handRaise: true };
    expect(blockerOf('month', sooner)).toEqual({ rule: 'F-15', message: 'Please add your availability and reason for wanting service sooner.' });
    expect(blockerOf('month', { ...sooner, availabilityText: 'Any day, engine light on' }).rule).toBe('none');
    expect(blockerOf('timeSlots', { ...emptySelection, date: '2026-03-11', handRaise: true }).rule).toBe('F-15');
    expect(blockerOf('timeSlots', { ...emptySelection, date: '2026-03-11', handRaise: true, availabilityText: 'Mornings' }).rule).toBe('F-22');
  });
});

describe('dates lookup (F-28..F-32)', () => {
  const now = new Date('2026-03-10T15:30:00Z');
  const NY = 'America/New_York';

  it('F-28 by home address id, else by the workplace or shop', () => {
    expect(schedulePlace({ ...emptyBooking(), placeMode: 'home', homeAddress: { id: 4001, address_line_1: '', city: '', state: '', postal_code: '', one_line_human_readable_address: '' } })).toEqual({ addressId: 4001 });
    expect(schedulePlace({ ...emptyBooking(), placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme HQ' } })).toEqual({ clientLocationId: 1 });
    expect(schedulePlace({ ...emptyBooking(), placeMode: 'home' })).toBeNull();
  });

  it('F-29/F-30 month window and its one-year widening; F-31/F-32 two weeks and the 3-month fallback', () => {
    const month = firstWindow('month', now, NY, null);
    expect(month).toEqual({ start: '2026-03-01', end: '2026-04-30' });
    expect(fallbackWindow('month', now, NY, month)).toEqual({ start: '2026-03-01', end: '2027-03-10' });
    expect(firstWindow('timeSlots', now, NY, null)).toEqual({ start: '2026-03-08', end: '2026-03-21' });
    expect(fallbackWindow('timeSlots', now, NY, month)).toEqual({ start: '2026-03-10', end: '2026-06-10' });
    expect(fallbackWindow('week', now, NY, month)).toBeNull();
  });

  it('F-19 slots already passed today are not offered; formatting ignores the process zone', () => {
    const entry = storyEntry('2026-03-10');
    expect(slotStarts(entry, 60, { now: '2026-03-10T11:30:00-04:00', timeZone: NY })).toEqual([780, 840, 900, 960]);
    expect(formatLongDate('2026-03-10')).toBe('Tuesday, March 10, 2026');
    expect([formatTime12(0), formatTime12(720), formatTime12(1170)]).toEqual(['12:00 AM', '12:00 PM', '7:30 PM']);
  });
});
