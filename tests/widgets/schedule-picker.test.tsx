// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { setProviderName, setToken } from '../../src/api/client';
import { setAppClock } from '../../src/ui/app-clock';
import SchedulePicker from '../../src/widgets/schedule-picker/schedule-picker';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { bookingFacts } from '../../src/booking/booking-facts';
import { atTime, server, useMockServer } from '../api/harness';
import { renderSchedule } from './schedule-harness';
import { flowDecides } from './support/flow-decides';
import { scheduleVariant } from '../../src/domain/schedule-variant';

useMockServer();
// The whole screen re-renders per keystroke; on a busy 2-core machine typing tests need more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 11:30 in New York. */
const NOW = '2026-03-10T11:30:00-04:00';
const Widget = SchedulePicker;

const requests: Request[] = [];
beforeEach(() => {
  atTime(NOW);
  setAppClock(NOW);
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  setAppClock(undefined);
  vi.useRealTimers();
});

const noDates = () => server.use(http.get(api('/customer/address/:id/compatible-dates'), () => HttpResponse.json([])));
const summary = () => screen.findByText(/^Your appointment:/);
const clickContinue = (name = 'Continue') => userEvent.click(screen.getByRole('button', { name }));
/** The choice rules (F-15..F-22) keep Continue pressable and explain themselves when it is pressed, as before the move to the flow. */
const expectPressable = (name = 'Continue') => {
  const button = screen.getByRole('button', { name });
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(button).not.toHaveAccessibleDescription();
};

describe('schedulePicker — month calendar (demo: availability_windows)', () => {
  it('F-28/F-29 looks up the dates at the home address with the cart and the month window; F-18 chooses the first available date', async () => {
    renderSchedule(Widget);
    expect(screen.getByRole('status')).toHaveTextContent('Loading available dates…');
    expect((await summary()).parentElement).toHaveTextContent('Tuesday, March 10, 2026, arrive 1:00 PM, leave 7:00 PM');
    const url = new URL(requests.find((r) => r.url.includes('compatible-dates'))!.url);
    expect(url.pathname).toBe('/api/customer/address/4001/compatible-dates');
    expect(Object.fromEntries(url.searchParams)).toEqual({ start: '2026-03-01', end: '2026-04-30', cart: JSON.stringify([{ service_offering_id: 201, quantity: 1 }]) });
    expect(screen.getByRole('gridcell', { name: 'Tuesday, March 10, 2026, today' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('gridcell', { name: 'Friday, March 13, 2026, unavailable' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('F-28 asks for the dates once: the request started while the step renders is not made again when it mounts (issue 28)', async () => {
    renderSchedule(Widget);
    await summary();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.filter((r) => r.url.includes('compatible-dates'))).toHaveLength(1);
  });

  it('F-19 arrive hours already passed today are disabled; F-20 choosing one moves the leave hour; F-43 Continue stores the schedule', async () => {
    const { send, booking } = renderSchedule(Widget);
    await summary();
    const arrive = screen.getByRole('group', { name: 'Arrive time' });
    for (const h of ['7 AM', '8 AM', '9 AM', '10 AM', '11 AM']) expect(within(arrive).getByRole('button', { name: h })).toBeDisabled();
    // F-42: not passed, but the back end allows no start in these hours (a booking at 14:00).
    for (const h of ['12 PM', '2 PM', '3 PM']) expect(within(arrive).getByRole('button', { name: h })).toBeDisabled();
    await userEvent.click(within(arrive).getByRole('button', { name: '4 PM' }));
    expect(within(screen.getByRole('group', { name: 'Leave time' })).getByRole('button', { name: '5 PM' })).toHaveAttribute('aria-pressed', 'true');
    await clickContinue();
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(booking().schedule).toMatchObject({ date: '2026-03-10', plannedArrivalTime: '16:00', plannedDepartureTime: '17:00', serviceVehicleId: 901, is_handraise: false });
    expect(booking().serviceVehicleId).toBe(901);
  });

  it('F-29 another month looks up its own window and keeps the chosen date and its service vehicle', async () => {
    const { send, booking } = renderSchedule(Widget);
    await summary();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('grid', { name: 'April 2026' });
    await waitFor(() => expect(requests.some((r) => r.url.includes('start=2026-04-01&end=2026-05-31'))).toBe(true));
    expect(within(screen.getByRole('group', { name: 'Arrive time' })).getByRole('button', { name: '1 PM' })).toHaveAttribute('aria-pressed', 'true');
    await clickContinue();
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(booking().schedule).toMatchObject({ date: '2026-03-10', serviceVehicleId: 901, plannedArrivalTime: '13:00', plannedDepartureTime: '19:00' });
  });

  it('F-18/F-43 the first available date is written into the booking as soon as it is chosen (dateChosen), before Continue', async () => {
    const { booking, send } = renderSchedule(Widget);
    await summary();
    await waitFor(() => expect(booking().schedule).toMatchObject({ date: '2026-03-10', plannedArrivalTime: '13:00', plannedDepartureTime: '19:00', serviceVehicleId: 901, waitlist: false }));
    expect(bookingFacts(booking(), providerFixtures.demo as Record<string, unknown>)).toMatchObject({ dateChosen: true, scheduleWaitlist: false, leaveAfterArrive: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('F-21 a leave time not after the arrive time: the flow blocker stops Continue with its message when pressed', async () => {
    const { send, booking } = renderSchedule(Widget);
    await summary();
    await userEvent.click(within(screen.getByRole('group', { name: 'Leave time' })).getByRole('button', { name: '1 PM' }));
    await waitFor(() => expect(booking().schedule).toMatchObject({ plannedArrivalTime: '13:00', plannedDepartureTime: '13:00' }));
    expectPressable();
    await clickContinue();
    expect(screen.getByRole('alert')).toHaveTextContent('Your leave time must be after your arrive time.');
    expect(send).not.toHaveBeenCalled();
  });

  it('F-24/F-25 no dates with the waitlist: both texts, the waitlist form; F-16 the flow blocker asks for the availability text', async () => {
    noDates();
    const { send, booking } = renderSchedule(Widget);
    expect(await screen.findByText("Sorry, there are no service dates currently available for 12 Elm Street, Springfield, VA 22150. but we'll add you to our waitlist.")).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    await waitFor(() => expect(booking().schedule).toMatchObject({ date: null, waitlist: true }));
    expectPressable();
    expect(screen.queryByRole('alert')).toBeNull();
    await clickContinue();
    expect(screen.getByRole('alert')).toHaveTextContent('Please add your schedule availability before continuing without a date.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your schedule availability' }), 'Weekday mornings');
    await clickContinue();
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(booking().schedule).toMatchObject({ date: null, waitlist_note: 'Weekday mornings', serviceVehicleId: null });
  });

  it('F-30 widens the lookup to a year when the months hold no date', async () => {
    noDates();
    renderSchedule(Widget);
    await screen.findByText(/no service dates currently available/);
    const windows = requests.filter((r) => r.url.includes('compatible-dates')).map((r) => new URL(r.url).searchParams.get('end'));
    expect(windows).toEqual(['2026-04-30', '2027-03-10']);
  });

  it('F-24 without the waitlist: the first text alone; F-17 the flow blocker asks for a date when Continue is pressed', async () => {
    noDates();
    renderSchedule(Widget, { config: { is_using_waitlist: false } });
    const text = await screen.findByText(/^Sorry, there are no service dates/);
    expect(text).toHaveTextContent(/^Sorry, there are no service dates currently available for 12 Elm Street, Springfield, VA 22150\.$/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expectPressable();
    await clickContinue();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a date before you can continue.');
  });

  it('F-07/F-13/F-18 the waitlist toggle drops the date, and leaving it picks the first date again', async () => {
    renderSchedule(Widget);
    await summary();
    const toggle = screen.getByRole('checkbox', { name: 'None of these dates work for me — add me to the waitlist' });
    await userEvent.click(toggle);
    expect(screen.getByText(/^Your appointment:/).parentElement).toHaveTextContent('No date yet — you will be added to the waitlist.');
    expect(screen.getByRole('gridcell', { name: 'Tuesday, March 10, 2026, today' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('textbox', { name: 'Your schedule availability' })).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByText(/^Your appointment:/).parentElement).toHaveTextContent('Tuesday, March 10, 2026'));
  });

  it('F-14/F-15 "Prefer to have your service sooner": the flow blocker asks for the availability and reason', async () => {
    const { send, booking } = renderSchedule(Widget, { config: { is_offering_service_sooner: true } });
    await summary();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prefer to have your service sooner' }));
    await waitFor(() => expect(booking().schedule).toMatchObject({ is_handraise: true, waitlist_note: '' }));
    expectPressable();
    await clickContinue();
    expect(screen.getByRole('alert')).toHaveTextContent('Please add your availability and reason for wanting service sooner.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your availability and reason for wanting service sooner' }), 'Any day, engine light on');
    await clickContinue();
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(booking().schedule).toMatchObject({ date: '2026-03-10', is_handraise: true, waitlist_note: 'Any day, engine light on' });
  });

  it('F-27 a date restored from the booking that has filled is dropped with its message', async () => {
    const filled = { date: '2026-03-13', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00', serviceVehicleId: 901, scheduleInstanceId: 1, customerNote: '', waitlist_note: '', is_handraise: false, isPickupAndDelivery: false, confirmedAppointmentStartTime: null };
    renderSchedule(Widget, { booking: { schedule: filled } });
    expect(await screen.findByText('The date you selected has filled and is no longer available. Please log in and choose another date.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Your appointment:/).parentElement).toHaveTextContent('Tuesday, March 10, 2026'));
  });

  it('F-08/F-12 the notes box writes the booking note the issue-note blocker reads; that blocker disables Continue at once', async () => {
    const { booking } = renderSchedule(Widget, { provider: 'fleetco', booking: { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters', time_zone: 'America/New_York' } } });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Please enter a note with a description of the issue you are experiencing.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes: describe the issue you are experiencing (required)' }), 'Brakes squeal');
    expect(booking().scheduleNote).toBe('Brakes squeal');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAccessibleDescription('Please enter a note with a description of the issue you are experiencing.'));
  });
});

describe('schedulePicker — week grid of slots (acme: time_slots)', () => {
  beforeEach(() => setProviderName('acme'));

  it('F-31 looks up two weeks; F-18 opens on the first open day with no "Your appointment" yet; F-22 a date alone is not enough (flow blocker); choosing a slot continues (F-43)', async () => {
    const { send, booking } = renderSchedule(Widget, { provider: 'acme', values: { session: { signedIn: false, guest: true } } });
    expect(await screen.findByRole('grid', { name: 'Time slots, Tue, Mar 10 to Mon, Mar 16' })).toBeInTheDocument();
    expect(screen.queryByText(/^Your appointment:/)).toBeNull();
    const url = new URL(requests.find((r) => r.url.includes('compatible-dates'))!.url);
    expect([url.searchParams.get('start'), url.searchParams.get('end')]).toEqual(['2026-03-08', '2026-03-21']);
    await waitFor(() => expect(booking().schedule).toMatchObject({ date: '2026-03-10', confirmedAppointmentStartTime: null }));
    expect(bookingFacts(booking(), providerFixtures.acme as Record<string, unknown>).dateChosen).toBe(false);
    expectPressable();
    await clickContinue();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a date and time.');
    await userEvent.click(screen.getByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' }));
    expect(screen.getByText(/^Your appointment:/).parentElement).toHaveTextContent('Wednesday, March 11, 2026 at 9:00 AM');
    expect(screen.getByText('Estimated length: 45 minutes')).toBeInTheDocument();
    await clickContinue();
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(booking().schedule).toMatchObject({ date: '2026-03-11', plannedArrivalTime: '09:00', plannedDepartureTime: '09:45', confirmedAppointmentStartTime: '09:00' });
  });
});

describe('schedulePicker — week calendar (skipper: other)', () => {
  beforeEach(() => setProviderName('skipper'));

  it('F-06/F-18 opens on the first available date, marked but not booked; one tap on a free time (shown in the cell) places the appointment', async () => {
    const { booking } = renderSchedule(Widget, { provider: 'skipper' });
    expect(await screen.findByRole('grid', { name: 'Appointments, Tue, Mar 10 to Mon, Mar 16' })).toBeInTheDocument();
    await waitFor(() => expect(booking().schedule).toMatchObject({ date: '2026-03-10', confirmedAppointmentStartTime: null }));
    expect(screen.queryByText(/^Your appointment:/)).toBeNull();
    const first = screen.getByRole('gridcell', { name: 'Tue, Mar 10 at 1:00 PM, available' });
    expect(first).toHaveTextContent('1:00 PM');
    await userEvent.click(first);
    expect((await summary()).parentElement).toHaveTextContent('Tuesday, March 10, 2026, 1:00 PM to 1:45 PM');
  });

  it('F-26 the week view says there are no available dates at the address; F-22 the flow blocker asks for a date and time', async () => {
    noDates();
    renderSchedule(Widget, { provider: 'skipper' });
    expect(await screen.findByText('Sorry, there are no available dates at 12 Elm Street, Springfield, VA 22150.')).toBeInTheDocument();
    expectPressable();
    await clickContinue();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a date and time.');
  });
});

describe('schedulePicker — change booking (I-01..I-04)', () => {
  it('I-02 saves with PUT /booking/scheduled-work/{id}; I-03 the toast stays 10 s; I-04 bookingUpdated after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('demo-customer-token');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { send, booking } = renderSchedule(Widget, { booking: { changeBookingId: 5001, scheduleNote: 'Side door' } });
    await summary();
    // The harness's cart is an oil change, but work 5001 keeps its longer services: 4 PM is free for them (F-42).
    await user.click(within(screen.getByRole('group', { name: 'Arrive time' })).getByRole('button', { name: '4 PM' }));
    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    expect(await screen.findByText('Your booking was successfully updated!')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT' && r.url.endsWith('/booking/scheduled-work/5001'))!;
    expect(await put.json()).toMatchObject({
      new_date: '2026-03-10',
      service_vehicle_id: 901,
      planned_arrival_time: '16:00',
      planned_departure_time: '17:00',
      customer_note: 'Side door',
      waitlist_note: '',
      is_handraise: false,
      confirmed_appointment_start_time: null,
    });
    act(() => void vi.advanceTimersByTime(4_900));
    expect(send).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(200));
    expect(send).toHaveBeenCalledWith({ type: 'bookingUpdated' });
    expect(booking().changeBookingId).toBeNull();
    act(() => void vi.advanceTimersByTime(4_800));
    expect(screen.getByText('Your booking was successfully updated!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Your booking was successfully updated!')).toBeNull();
  });

  it('I-02 a taken time answers 409: the double-booking text, nothing sent', async () => {
    setToken('demo-customer-token');
    server.use(http.put(api('/booking/scheduled-work/:id'), () => HttpResponse.json({ Status: 'error', Message: 'taken' }, { status: 409 })));
    const { send } = renderSchedule(Widget, { booking: { changeBookingId: 5001 } });
    await summary();
    await clickContinue('Update Booking');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the time you have chosen is now unavailable. Please select another time.');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('schedulePicker — what the flow decides for the provider (issue 23)', () => {
  it('OPEN-54 F-04..F-06 the calendar is an option the flow computes, the same as the booking facts read for every provider fixture', () => {
    for (const [provider, fixture] of Object.entries(providerFixtures)) {
      const config = fixture as Record<string, unknown>;
      expect(flowDecides('schedule', 'schedulePicker', config).options.variant, provider).toBe(scheduleVariant(config));
    }
    for (const config of [{ scheduling_system: 'availability_windows', is_using_time_blocks: true }, { scheduling_system: 'other', is_using_time_blocks: true }, { scheduling_system: 'time_slots' }, {}]) {
      expect(flowDecides('schedule', 'schedulePicker', config).options.variant, JSON.stringify(config)).toBe(scheduleVariant(config));
    }
  });

  it('F-14 F-16 the waitlist and "sooner" parts follow the fixtures (demo: waitlist only; fleetco: both; acme: neither)', () => {
    const parts = (p: string) => flowDecides('schedule', 'schedulePicker', providerFixtures[p] as Record<string, unknown>).parts;
    expect(parts('demo')).toEqual({ waitlist: true, sooner: false });
    expect(parts('fleetco')).toEqual({ waitlist: true, sooner: true });
    expect(parts('acme')).toEqual({ waitlist: false, sooner: false });
  });

  it('F-14 the "sooner" part hidden (demo): a chosen date offers no "Prefer to have your service sooner"', async () => {
    renderSchedule(Widget);
    await summary();
    expect(screen.queryByRole('checkbox', { name: 'Prefer to have your service sooner' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'None of these dates work for me — add me to the waitlist' })).toBeInTheDocument();
  });

  it('F-07 the waitlist part hidden (demo with is_using_waitlist off): no waitlist toggle next to the dates', async () => {
    renderSchedule(Widget, { config: { is_using_waitlist: false } });
    await summary();
    expect(screen.queryByRole('checkbox', { name: 'None of these dates work for me — add me to the waitlist' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull();
  });
});
