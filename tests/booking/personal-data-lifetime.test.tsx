// @vitest-environment jsdom
/**
 * Issue 15, personal data lifetime, at page level (the whole app with the mock back end): the booking's
 * personal data (name, e-mail, phone, address, VIN, plate, notes, typed forms) leaves the tab's storage at the
 * finished page — which still shows its summary from memory — and on logout.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../src/api/client';
import { bookingStorageKey, loadBooking } from '../../src/booking/persisted-booking';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { renderApp, useAppMockServer } from '../support/render-app';
import { PERSONAL, personalBooking, personalDataInStorage } from '../support/personal-data';

useAppMockServer();

function seed(provider: string) {
  sessionStorage.setItem(bookingStorageKey(provider), JSON.stringify(personalBooking()));
  expect(personalDataInStorage(provider)).toEqual(PERSONAL);
}

describe('personal data lifetime (issue 15)', () => {
  it('H-37 H-41 the finished page shows the summary from memory; the tab’s storage holds none of the personal data', async () => {
    seed('demo');
    renderApp('demo', '/pricing/finished');
    expect(await screen.findByRole('heading', { name: 'Thank You', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Customer information' })).toHaveTextContent('Dana Demo-Smith');
    expect(screen.getByText('12 Elm Street, Springfield, VA 22150')).toBeInTheDocument();
    await waitFor(() => expect(personalDataInStorage('demo')).toEqual([]));
    expect(loadBooking('demo').lastBooking).toBeNull();
  });

  it('H-40 Book another service starts a new booking: the place, vehicle and customer kept in memory are saved for reloads again; the summary is not', async () => {
    seed('demo');
    renderApp('demo', '/pricing/finished');
    await screen.findByRole('region', { name: 'Customer information' });
    await waitFor(() => expect(personalDataInStorage('demo')).toEqual([]));
    await userEvent.click(screen.getByRole('button', { name: 'Book another service' }));
    await waitFor(() => expect(window.location.pathname).not.toBe('/pricing/finished'));
    await waitFor(() => expect(loadBooking('demo').customer.email).toBe('dana@example.com'));
    const saved = loadBooking('demo');
    expect(saved.homeAddress?.address_line_1).toBe('12 Elm Street');
    expect(saved.vehicle?.vin).toBe('1HGCM82633A004352');
    expect(saved.lastBooking).toBeNull();
    expect(saved.cart).toEqual([]); // H-40
  });

  it('J-11 J-12 logout: the token and the booking’s personal data are gone from storage', async () => {
    seed('demo');
    setToken(DEMO_CUSTOMER_TOKEN);
    renderApp('demo', '/logout');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
    expect(personalDataInStorage('demo')).toEqual([]);
    expect(loadBooking('demo').customer).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });
});
