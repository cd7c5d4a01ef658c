import Cookies from 'js-cookie';

/**
 * The value of the cookie `name` (percent-decoded), or null when the page has none or runs without a
 * document. Reads through js-cookie, which parses `document.cookie` as browsers write it.
 */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(name) ?? null;
}
