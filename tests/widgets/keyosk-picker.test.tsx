// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import KeyoskPicker, { isParkAnywhere } from '../../src/widgets/keyosk-picker/keyosk-picker';
import { server, useMockServer } from '../api/harness';
import { renderCheckout, WORKPLACE_BOOKING } from './checkout-harness';

useMockServer();
afterEach(cleanup);

const atAcmeHq = (booking = {}, provider = 'fleetco') =>
  renderCheckout(KeyoskPicker, { provider, stepId: 'location', booking: { ...WORKPLACE_BOOKING, serviceVehicleId: 903, ...booking } });

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

  it('G-06 a park-anywhere service vehicle (configuration data) needs no parking lot', async () => {
    atAcmeHq({ serviceVehicleId: 902 });
    expect(await screen.findByText(/can park anywhere/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Parking lot' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Keyosk' })).toBeInTheDocument();
    expect(isParkAnywhere(902, [901, 902])).toBe(true);
    expect(isParkAnywhere(903, [901, 902])).toBe(false);
    expect(isParkAnywhere(null, [901, 902])).toBe(false);
    expect(isParkAnywhere(901, undefined)).toBe(false);
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
