/**
 * The header's navigation (A-48..A-50) and the login link's redirect (J-10), as plain data. Pure: the
 * header draws what this returns.
 */

/** J-10: paths whose login link brings the customer back to them (a path containing one of these). */
const LOGIN_RETURN_PATHS: readonly string[] = ['/quote/', '/pricing/simple', '/pricing/services', '/pricing/diagnostic'];

/**
 * The login link seen on `pathname` (+ `search`): `/login?redirect=<current path>` when the path contains
 * one of {@link LOGIN_RETURN_PATHS} (J-10), else plain `/login` (J-08's default target applies).
 */
export function loginHref(pathname: string, search = ''): string {
  if (!LOGIN_RETURN_PATHS.some((p) => pathname.includes(p))) return '/login';
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}

/**
 * A-50: the Detailing link shows only when the provider names partner postal codes (the default provider's
 * configuration `detailing_partner_postal_codes`, decisions: provider behaviour is data) and the
 * customer's postal code (its first 5 digits) is one of them.
 */
export function showsDetailingLink(partnerPostalCodes: readonly string[] | null | undefined, postalCode: string | null | undefined): boolean {
  const zip = (postalCode ?? '').trim().slice(0, 5);
  return zip.length === 5 && (partnerPostalCodes ?? []).some((code) => code.trim() === zip);
}

export interface NavLink {
  /** The flow-level message naming the link (src/app/shell-text-keys.ts). */
  label: 'nav-detailing' | 'nav-log-in' | 'nav-appointments' | 'nav-my-account' | 'nav-log-out';
  to: string;
}

/**
 * A-48, A-49, A-50: the header's links, named by their flow messages. Visitors: `Log In` (with the J-10
 * redirect). Signed in: `Appointments` (/account), `My Account` (/settings) and `Log out` (/logout). `Detailing`
 * first when {@link showsDetailingLink} holds.
 */
export function navLinks(input: { signedIn: boolean; pathname: string; search?: string; detailing: boolean }): NavLink[] {
  const links: NavLink[] = input.detailing ? [{ label: 'nav-detailing', to: '/pricing/detailing' }] : [];
  if (!input.signedIn) return [...links, { label: 'nav-log-in', to: loginHref(input.pathname, input.search) }];
  return [...links, { label: 'nav-appointments', to: '/account' }, { label: 'nav-my-account', to: '/settings' }, { label: 'nav-log-out', to: '/logout' }];
}
