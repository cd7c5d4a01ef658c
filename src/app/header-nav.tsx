import { useContext, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BookingStoreContext } from '../booking/booking-store-context';
import type { BookingStore } from '../booking/booking-store';
import { navLinks, showsDetailingLink } from '../domain/site-nav';
import { useShellText } from './shell-text';
import { useSignedIn } from '../api/use-signed-in';

const noSubscribe = () => () => {};
const noPostalCode = () => null;

/** The booking's home postal code (the customer's, A-50); null outside a flow or without a home address. */
function useBookingPostalCode(): string | null {
  const store: BookingStore | null = useContext(BookingStoreContext);
  const read = store ? () => store.getState().homeAddress?.postal_code ?? null : noPostalCode;
  return useSyncExternalStore(store ? store.subscribe : noSubscribe, read, read);
}

/**
 * The header's navigation (A-48..A-50, src/domain/site-nav.ts): Log In for visitors, with the J-10
 * redirect back to the current page; Appointments, My Account and Log out when signed in; Detailing
 * when the provider's partner postal codes hold the customer's.
 */
export function HeaderNav({ partnerPostalCodes }: { partnerPostalCodes: readonly string[] | null | undefined }) {
  const text = useShellText();
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const postalCode = useBookingPostalCode();
  const links = navLinks({ signedIn, pathname, search, detailing: showsDetailingLink(partnerPostalCodes, postalCode) });
  return (
    <nav className="site-header__nav" aria-label={text('header-nav-label')}>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{text(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
