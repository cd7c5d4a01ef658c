// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import flowJson from '../../flows/booking.flow.json';
import fleetco from '../../mocks/fixtures/providers/fleetco.json';
import { bookingFacts } from '../../src/booking/booking-facts';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { bookingGuards } from '../../src/booking/guards';
import { continueBlocker, type Flow } from '../../src/engine';
import KeyoskPicker from '../../src/widgets/keyosk-picker/keyosk-picker';
import { server, useMockServer } from '../api/harness';
import { WORKPLACE_BOOKING } from './checkout-harness';
import { renderServiceStep } from './services/service-harness';

useMockServer();
afterEach(cleanup);

const config = fleetco as Record<string, unknown>;

/** The location step's keyoskPicker at Acme HQ, as the flow decides it for fleetco (park-anywhere vehicles 901, 902) and this booking. */
const atAcmeHq = (booking: Partial<BookingState> = {}) => {
  const state = { ...emptyBooking(), ...WORKPLACE_BOOKING, serviceVehicleId: 903, ...booking };
  return renderServiceStep(KeyoskPicker, {
    step: 'location',
    widget: 'keyoskPicker',
    config,
    session: { signedIn: true, guest: false },
    facts: { ...bookingFacts(state, config) },
    booking: state,
  });
};

/** The first blocker of the location step for this booking (G-04 before G-05). */
const blockerOf = (booking: Partial<BookingState>) => {
  const state = { ...emptyBooking(), ...WORKPLACE_BOOKING, ...booking };
  const ctx = { config, session: { signedIn: true, guest: false }, booking: { ...bookingFacts(state, config) }, query: {} };
  return continueBlocker(flowJson as unknown as Flow, 'location', ctx, bookingGuards);
};

describe('keyoskPicker (G-02..G-08)', () => {
  it('G-02 G-03 G-08 lists the parking lots and the Keyosks of the workplace with photo and blurb', async () => {
    atAcmeHq();
    const parking = await screen.findByRole('group', { name: 'Parking lot' });
    await waitFor(() => expect(within(parking).getAllByRole('radio')).toHaveLength(2));
    expect(within(parking).getByText('Surface lot north of the building.')).toBeInTheDocument();
    expect(within(parking).getByRole('img', { name: 'Lot A (North)' })).toHaveAttribute('src', '/demo-assets/parking/lot-a.jpg');
    const keyosks = screen.getByRole('group', { name: 'Keyosk' });
    await waitFor(() => expect(within(keyosks).getAllByRole('radio')).toHaveLength(2));
    expect(within(keyosks).getByLabelText(/Lobby Keyosk/)).toBeInTheDocument();
    expect(within(keyosks).getByText('Next to the elevators on garage level P1.')).toBeInTheDocument();
  });

  it('G-04 G-05 G-09 picking sets booking.parkingId and keyoskId (sent with the booking)', async () => {
    const user = userEvent.setup();
    const { booking } = atAcmeHq();
    await user.click(await screen.findByLabelText(/Garage P1 Keyosk/));
    await user.click(screen.getByLabelText(/Lot A \(North\)/));
    expect(booking()).toMatchObject({ keyoskId: 12, parkingId: 21 });
    expect(screen.getByLabelText(/Garage P1 Keyosk/)).toBeChecked();
  });

  it('G-06 the flow hides the parking part for a park-anywhere service vehicle (fleetco, vehicle 902): the note instead, no parking lot', async () => {
    const { decided } = atAcmeHq({ serviceVehicleId: 902 });
    expect(decided.parts.parking).toBe(false);
    expect(await screen.findByText(/can park anywhere/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Parking lot' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Keyosk' })).toBeInTheDocument();
  });

  it('G-02 the flow shows the parking part for another service vehicle (fleetco, vehicle 903) or none chosen yet', async () => {
    expect(atAcmeHq().decided.parts.parking).toBe(true);
    expect(await screen.findByRole('group', { name: 'Parking lot' })).toBeInTheDocument();
    expect(screen.queryByText(/can park anywhere/)).toBeNull();
    cleanup();
    expect(atAcmeHq({ serviceVehicleId: null }).decided.parts.parking).toBe(true);
  });

  it('G-04 G-05 G-06 the blocker and the part agree: a parking lot is asked for exactly while the parking part shows', () => {
    const none = { parkingId: null, keyoskId: null };
    expect(blockerOf({ ...none, serviceVehicleId: 903 }).explanation.decidedBy).toBe('G-04');
    expect(blockerOf({ ...none, serviceVehicleId: 903 }).message).toBe('Please select a parking lot to continue');
    expect(blockerOf({ ...none, serviceVehicleId: 902 }).explanation.decidedBy).toBe('G-05');
    expect(blockerOf({ ...none, serviceVehicleId: 902 }).message).toBe('Please select a Keyosk to continue');
    expect(blockerOf({ parkingId: null, keyoskId: 11, serviceVehicleId: 902 }).blocked).toBe(false);
    expect(blockerOf({ parkingId: null, keyoskId: 11, serviceVehicleId: 903 }).blocked).toBe(true);
  });

  it('a failed load says so and offers to try again', async () => {
    server.use(http.get('*/api/client-location/:id/keyosk', () => HttpResponse.json({ Message: 'down' }, { status: 500 })));
    atAcmeHq();
    expect(await screen.findByText(/could not load this list/)).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Lobby Keyosk/)).toBeInTheDocument();
  });

  it('a photo that fails to load gives way to a plain box of the same place (nothing moves), hidden from screen readers', async () => {
    atAcmeHq();
    const img = await screen.findByRole('img', { name: 'Lot A (North)' });
    const card = img.closest('label')!;
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Lot A (North)' })).not.toBeInTheDocument());
    const box = card.querySelector('.choice-card__image.choice-card__image--missing');
    expect(box).not.toBeNull();
    expect(box).toHaveAttribute('aria-hidden', 'true');
  });
});
