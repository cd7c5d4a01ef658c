// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken } from '../../src/api/client';
import { HeaderNav } from '../../src/app/header-nav';
import type { BookingState } from '../../src/booking/booking-state';
import { BookingStoreProvider } from '../../src/booking/booking-store-provider';
import { WithShellTexts } from './support/with-shell-texts';

afterEach(() => {
  cleanup();
  clearToken();
});

function renderNav(at: string, partner: string[] | undefined, booking?: Partial<BookingState>) {
  const nav = <HeaderNav partnerPostalCodes={partner} />;
  render(<MemoryRouter initialEntries={[at]}>{booking ? <BookingStoreProvider initialState={booking}>{nav}</BookingStoreProvider> : nav}</MemoryRouter>, { wrapper: WithShellTexts });
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

const home = (postal_code: string) => ({ placeMode: 'home', homeAddress: { id: null, address_line_1: '7 Birch Lane', city: 'Springfield', state: 'VA', postal_code } }) as Partial<BookingState>;

describe('HeaderNav (A-48, A-50, J-10)', () => {
  it('J-10 the Log In link on /pricing/services carries ?redirect=/pricing/services', () => {
    const nav = renderNav('/pricing/services', undefined);
    expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fpricing%2Fservices');
  });

  it('A-50 Detailing shows when the booking\'s postal code is one of the provider\'s partner codes', () => {
    expect(renderNav('/', ['22150'], home('22150')).getByRole('link', { name: 'Detailing' })).toHaveAttribute('href', '/pricing/detailing');
    cleanup();
    expect(renderNav('/', ['22150'], home('90210')).queryByRole('link', { name: 'Detailing' })).toBeNull();
    cleanup();
    expect(renderNav('/', undefined, home('22150')).queryByRole('link', { name: 'Detailing' })).toBeNull();
    cleanup();
    expect(renderNav('/', ['22150']).queryByRole('link', { name: 'Detailing' })).toBeNull();
  });
});
