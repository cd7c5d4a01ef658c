const BASE = 'http://origin.invalid';
const MAX_DECODE_ROUNDS = 4;

// C0 controls, DEL, C1 controls, backslash, and Unicode line/paragraph separators and BOM.
// eslint-disable-next-line no-control-regex
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
 * Returns `raw` when it is a path on the app's own origin, else `fallback` (decisions.md, OPEN-41).
 * Rejects scheme-relative (`//host`), backslash tricks (`/\host`), schemes, control characters and
 * percent-encoded variants of those (up to 4 levels of encoding are decoded; deeper or malformed
 * encoding is rejected), and paths that normalise to such a form at any decoding (`/.//host`,
 * `/./%2F/`, `/.%2F/host`). The answer is normalised by the URL parser (`/a/../b` → `/b`), is safe at every decoding, and is a
 * fixed point: passing it again returns it unchanged. `fallback` is trusted and returned as is.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!safeAtEveryDecoding(raw)) return fallback;
  let result: string;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return fallback;
    result = url.pathname + url.search + url.hash;
    if (new URL(result, BASE).origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  // Normalisation can create a new form: "/.//evil.com" becomes "//evil.com".
  return safeAtEveryDecoding(result) ? result : fallback;
}
