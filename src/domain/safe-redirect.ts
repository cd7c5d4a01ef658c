const BASE = 'http://origin.invalid';
const MAX_DECODE_ROUNDS = 5;

// C0 controls, DEL, C1 controls, backslash, and Unicode line/paragraph separators and BOM.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff]/;

function isSafePathText(text: string): boolean {
  return !FORBIDDEN.test(text) && text.startsWith('/') && !text.startsWith('//');
}

/**
 * Returns `raw` when it is a path on the app's own origin, else `fallback` (decisions.md, OPEN-41).
 * Rejects scheme-relative (`//host`), backslash tricks (`/\host`), schemes, control characters and
 * percent-encoded variants of those (decoded up to 5 times; still-encoded input is rejected), and
 * paths that normalise to `//host` (`/.//host`). The answer is normalised (`/a/../b` → `/b`) and is
 * a fixed point: passing it again returns it unchanged. `fallback` is trusted and returned as is.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  const forms = [raw];
  let decoded = raw;
  for (let i = 0; ; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (i + 1 >= MAX_DECODE_ROUNDS) return fallback;
    decoded = next;
    forms.push(decoded);
  }
  if (!forms.every(isSafePathText)) return fallback;
  let result: string;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return fallback;
    result = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  // The normalised path must itself be safe: "/.//evil.com" normalises to "//evil.com".
  if (!isSafePathText(result) || new URL(result, BASE).origin !== BASE) return fallback;
  let decodedResult: string;
  try {
    decodedResult = decodeURIComponent(result);
  } catch {
    return fallback;
  }
  return isSafePathText(decodedResult) ? result : fallback;
}
