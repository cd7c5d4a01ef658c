/**
 * The one URL-safety check (decisions.md Security, OPEN-41): configuration, content and query strings are
 * untrusted, so every address the app puts in `href`/`src` or navigates to passes here. Pure.
 */

const BASE = 'http://origin.invalid';
const MAX_DECODE_ROUNDS = 4;
const MAX_PATH_LENGTH = 2048;

/** Schemes an absolute configuration URL may have. */
const SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export type UrlScheme = (typeof SCHEMES)[number];
const HTTP: readonly UrlScheme[] = ['http:', 'https:'];

// C0 controls, DEL, C1 controls, backslash, and Unicode line/paragraph separators and BOM.
// eslint-disable-next-line no-control-regex -- these characters are exactly what the check refuses
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff]/;

function startsSafely(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//');
}

/**
 * A single '/'-rooted path text without forbidden characters, which also stays single-rooted once a
 * URL parser resolves its dot segments (`/.//host` resolves to `//host`, a host if used again).
 */
function isSafePathText(text: string): boolean {
  if (FORBIDDEN.test(text) || !startsSafely(text)) return false;
  try {
    const url = new URL(text, BASE);
    return url.origin === BASE && startsSafely(url.pathname);
  } catch {
    return false;
  }
}

/**
 * True when `text` and every successive percent-decoding of it is a safe same-origin path text,
 * also after dot-segment resolution. Malformed escapes, or more than 4 levels of encoding, count
 * as unsafe.
 */
function safeAtEveryDecoding(text: string): boolean {
  let current = text;
  for (let round = 0; ; round++) {
    if (!isSafePathText(current)) return false;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (next === current) return true;
    if (round >= MAX_DECODE_ROUNDS) return false;
    current = next;
  }
}

/**
 * `raw` as a path on the app's own origin, or null. Rejects scheme-relative (`//host`), backslash tricks
 * (`/\host`), schemes, control characters and percent-encoded variants of those (up to 4 levels of encoding
 * are decoded; deeper or malformed encoding is rejected), and paths that normalise to such a form at any
 * decoding (`/.//host`, `/./%2F/`, `/.%2F/host`). The answer is normalised by the URL parser
 * (`/a/../b` → `/b`), is safe at every decoding, and is a fixed point: passing it again returns it unchanged.
 */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  if (!safeAtEveryDecoding(raw)) return null;
  let result: string;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return null;
    result = url.pathname + url.search + url.hash;
    if (new URL(result, BASE).origin !== BASE) return null;
  } catch {
    return null;
  }
  // Normalisation can create a new form: "/.//evil.com" becomes "//evil.com".
  return safeAtEveryDecoding(result) ? result : null;
}

/**
 * Returns `raw` (normalised) when it is a path on the app's own origin (see {@link sameOriginPath}), else
 * `fallback`, which is trusted and returned as is. For redirect targets from a query string (J-07).
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  return sameOriginPath(raw) ?? fallback;
}

/**
 * A URL from configuration or content, if it is safe to put in `href`/`src`: absolute with one of
 * `schemes` (http, https, mailto, tel by default; returned as the parser writes it), or, when `allowPath`,
 * a same-origin path ({@link sameOriginPath}). Anything else (javascript:, data:, protocol-relative,
 * control characters…) gives null. Surrounding white space is ignored.
 */
export function safeUrl(raw: unknown, schemes: readonly UrlScheme[] = SCHEMES, allowPath = false): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || FORBIDDEN.test(value)) return null;
  if (value.startsWith('/')) return allowPath ? sameOriginPath(value) : null;
  try {
    const url = new URL(value);
    return (schemes as readonly string[]).includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) address (normalised), or null: {@link safeUrl} with the web schemes only. */
export function httpUrl(raw: unknown): string | null {
  return safeUrl(raw, HTTP);
}

/** True when `raw` is an absolute http(s) address ({@link httpUrl}), e.g. an external page to leave for. */
export function isHttpUrl(raw: unknown): raw is string {
  return httpUrl(raw) !== null;
}

/** An image address: http(s), or a same-origin path (`/…`, not `//…`); null otherwise. */
export function imageUrl(raw: unknown): string | null {
  return safeUrl(raw, HTTP, true);
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
