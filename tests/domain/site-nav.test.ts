import { describe, expect, it } from 'vitest';
import { loginHref, navLinks, showsDetailingLink } from '../../src/domain/site-nav';
import { sameOriginPath } from '../../src/domain/safe-url';

describe('site navigation (A-48..A-50, J-10)', () => {
  it.each(['/quote/1001/5001', '/pricing/simple', '/pricing/services', '/pricing/diagnostic'])(
    'J-10 the login link on %s carries ?redirect=<current path>',
    (path) => {
      const href = loginHref(path);
      expect(href.startsWith('/login?redirect=')).toBe(true);
      expect(new URL(href, 'http://x').searchParams.get('redirect')).toBe(path);
    },
  );

  it('J-10 keeps the query of the current page in the redirect, and the redirect passes the safe-path check (J-07)', () => {
    const href = loginHref('/pricing/services', '?coupon=FIRST15');
    const redirect = new URL(href, 'http://x').searchParams.get('redirect');
    expect(redirect).toBe('/pricing/services?coupon=FIRST15');
    expect(sameOriginPath(redirect)).toBe(redirect);
  });

  it.each(['/', '/pricing/begin', '/pricing/place', '/account', '/pricing/tires'])('J-10 no redirect on %s (J-08 default target)', (path) => {
    expect(loginHref(path)).toBe('/login');
  });

  it('A-48 visitors see Log In only', () => {
    expect(navLinks({ signedIn: false, pathname: '/', detailing: false })).toEqual([{ label: 'nav-log-in', to: '/login' }]);
  });

  it('A-49 signed-in customers see Appointments (/account), My Account (/settings) and Log out', () => {
    expect(navLinks({ signedIn: true, pathname: '/pricing/simple', detailing: false })).toEqual([
      { label: 'nav-appointments', to: '/account' },
      { label: 'nav-my-account', to: '/settings' },
      { label: 'nav-log-out', to: '/logout' },
    ]);
  });

  it('A-50 the Detailing link shows only when the postal code is one of the provider\'s partner codes', () => {
    expect(showsDetailingLink(['22150', '22151'], '22150')).toBe(true);
    expect(showsDetailingLink(['22150'], '22150-1234')).toBe(true);
    expect(showsDetailingLink(['22150'], '90210')).toBe(false);
    expect(showsDetailingLink(undefined, '22150')).toBe(false);
    expect(showsDetailingLink([], '22150')).toBe(false);
    expect(showsDetailingLink(['22150'], null)).toBe(false);
    expect(navLinks({ signedIn: false, pathname: '/', detailing: true })[0]).toEqual({ label: 'nav-detailing', to: '/pricing/detailing' });
  });
});
