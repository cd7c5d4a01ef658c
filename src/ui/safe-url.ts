const SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export type UrlScheme = (typeof SCHEMES)[number];

/**
 * A URL from provider configuration, if it is safe to put in `href`/`src`: absolute with one of
 * `schemes` (http, https, mailto, tel by default), or a same-origin path (`/…`, not `//…`) when
 * `allowPath`. Anything else (javascript:, data:, protocol-relative…) gives null. Pure.
 */
export function safeUrl(
  raw: unknown,
  schemes: readonly UrlScheme[] = SCHEMES,
  allowPath = false,
): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) return allowPath && !value.startsWith('//') ? value : null;
  try {
    const url = new URL(value);
    return (schemes as readonly string[]).includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** `tel:` link of a phone number (digits and a leading + kept), or null when there are no digits. */
export function telHref(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** `mailto:` link of an e-mail address that looks like one, else null. */
export function mailtoHref(email: unknown): string | null {
  if (typeof email !== 'string' || !/^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/.test(email.trim())) return null;
  return `mailto:${email.trim()}`;
}
