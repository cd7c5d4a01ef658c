import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { httpUrl, imageUrl, isHttpUrl, mailtoHref, safeRedirectPath, safeUrl, sameOriginPath, telHref } from '../../src/domain/safe-url';

const FALLBACK = '/account';
const APP = 'https://app.example.com';

// eslint-disable-next-line no-control-regex -- the characters a safe path must never contain
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff]/;

/** Every form a consumer might see: the string and each further percent-decoding of it. */
function decodings(s: string): string[] {
  const out = [s];
  let cur = s;
  for (let i = 0; i < 8; i++) {
    let next: string;
    try {
      next = decodeURIComponent(cur);
    } catch {
      break;
    }
    if (next === cur) break;
    out.push(next);
    cur = next;
  }
  return out;
}

/**
 * The result stays on the app's origin however it is used: as is, after decoding, or after a URL
 * parser resolved its dot segments and the resolved path is used again (`/.//evil` → `//evil`).
 */
function staysOnOrigin(result: string): boolean {
  return decodings(result).every((form) => {
    if (!form.startsWith('/') || form.startsWith('//') || UNSAFE_CHARS.test(form)) return false;
    const url = new URL(form, `${APP}/some/page`);
    return url.origin === APP && !url.pathname.startsWith('//') && new URL(url.pathname, APP).origin === APP;
  });
}

const percentAll = (s: string, lower: boolean): string =>
  Array.from(new TextEncoder().encode(s))
    .map((b) => {
      const hex = b.toString(16).padStart(2, '0');
      return `%${lower ? hex : hex.toUpperCase()}`;
    })
    .join('');

type Enc = 'none' | 'component' | 'uri' | 'all-upper' | 'all-lower' | 'double' | 'triple' | 'quad' | 'five';
const encoders: Record<Enc, (s: string) => string> = {
  none: (s) => s,
  component: (s) => encodeURIComponent(s),
  uri: (s) => {
    try {
      return encodeURI(s);
    } catch {
      return s;
    }
  },
  'all-upper': (s) => percentAll(s, false),
  'all-lower': (s) => percentAll(s, true),
  double: (s) => percentAll(percentAll(s, false), false),
  triple: (s) => percentAll(percentAll(percentAll(s, false), true), false),
  quad: (s) => encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent(s)))),
  five: (s) => encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent(s))))),
};
const encoding = fc.constantFrom<Enc>(...(Object.keys(encoders) as Enc[]));

const host = fc.constantFrom('evil.com', 'example.org', '127.0.0.1', '[::1]', 'user:pass@evil.com', '@evil.com', 'evil.com:443');
const attackPrefix = fc.constantFrom(
  '//', '/\\', '\\\\', '\\/', '/\\/', '///', '/./', '/.//', '/..//', '/%2e%2e//', '/%2e//', '/.%2F/', '/..%2F/', '/.%2f%2F', '/%2e%2F/',
  'javascript:', 'JaVaScRiPt:', 'http:', 'http://', 'https://', 'http:/', 'http:\\\\', 'data:', 'vbscript:', 'file:',
  ' //', '\t//', '\n//', '/\t/', '/\n/', '/\r/', '/\u0000/', '\u0000//', '/\u2028/', '\ufeff//',
);
const control = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\t', '\n', '\r', '\u2028', '\u2029', '\ufeff'),
);
const validPath = fc.constantFrom('/', '/pricing/schedule', '/pricing/schedule?x=1', '/account', '/quote/abc-123', '/login?redirect=/account', '/a/b#top', '/settings');
const fragment = fc.oneof(
  { weight: 3, arbitrary: validPath },
  { weight: 3, arbitrary: attackPrefix },
  { weight: 2, arbitrary: host },
  { weight: 2, arbitrary: control },
  { weight: 1, arbitrary: fc.constantFrom('.', '..', '/', '\\', '%', '@', ':', '?', '#', '&', '=', ' ', '%2F', '%5C', '%09', '%0A', '%00') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
);
const input = fc
  .array(fc.tuple(fragment, encoding), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([text, enc]) => encoders[enc](text)).join(''));

describe('safeRedirectPath', () => {
  it('OPEN-41 J-18 never leaves the origin for 10,000 generated targets (hosts, backslashes, schemes, controls, encodings)', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const result = safeRedirectPath(raw, FALLBACK);
        expect(staysOnOrigin(result)).toBe(true);
        // A kept target is a fixed point: redirecting again gives the same path.
        if (result !== FALLBACK) expect(safeRedirectPath(result, '/other')).toBe(result);
      }),
      { numRuns: 10000 },
    );
  }, 60_000);

  it('OPEN-41 keeps valid generated paths unchanged (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.tuple(segment, segment)))
      .map(([segs, q]) => `/${segs.join('/')}${q ? `?${q[0]}=${q[1]}` : ''}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(safeRedirectPath(p, FALLBACK)).toBe(p);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it.each([
    '/pricing/schedule?x=1',
    '/account',
    '/pricing/schedule',
    '/quote/6f1c2a9e-0000-4000-8000-000000000000',
    '/login?redirect=/account',
    '/pricing/schedule?redirect=%2Faccount',
    '/receipt/12/34#summary',
  ])('J-07 OPEN-41 passes the valid path %s through', (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it('OPEN-41 normalises dot segments of a valid path', () => {
    expect(safeRedirectPath('/pricing/../account', FALLBACK)).toBe('/account');
  });

  it.each([
    ['scheme-relative', '//evil.com'],
    ['slash-backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['http scheme', 'http://evil.com/'],
    ['relative path', 'account'],
    ['leading space', ' /account'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/account\n'],
    ['NUL', '/acc\u0000ount'],
    ['encoded scheme-relative', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded backslash', '/%255Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/account%0A'],
    ['dot segment to //', '/.//evil.com'],
    ['dot-dot segment to //', '/..//evil.com'],
    ['encoded dot-dot to //', '/%2e%2e//evil.com'],
    ['dot segment with an encoded slash, // once decoded and resolved', '/.%2F/evil.com'],
    ['dot-dot segment with an encoded slash', '/..%2F/evil.com'],
    ['malformed encoding', '/100%'],
    ['five levels of encoding', `/${encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent('/evil')))))}`],
    ['line separator', '/a\u2028b'],
  ])('J-07 OPEN-41 falls back for %s', (_name, raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it('J-07 OPEN-41 falls back for missing, empty and over-long targets', () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`, FALLBACK)).toBe(FALLBACK);
  });
});

describe('safeUrl (configuration URLs, decisions.md Security)', () => {
  it('keeps http(s), mailto and tel', () => {
    expect(safeUrl('https://x.example/a')).toBe('https://x.example/a');
    expect(safeUrl('http://x.example')).toBe('http://x.example/');
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeUrl('tel:+15550100')).toBe('tel:+15550100');
  });

  it('rejects other schemes, protocol-relative and tricks', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil', 'https://x\u0000.example', 'nope', '', 42, null]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });

  it('narrows schemes and allows same-origin paths only when asked', () => {
    expect(safeUrl('mailto:a@b.c', ['https:'])).toBeNull();
    expect(safeUrl('/logo.svg')).toBeNull();
    expect(safeUrl('/logo.svg', ['https:'], true)).toBe('/logo.svg');
    expect(safeUrl('//cdn.example/logo.svg', ['https:'], true)).toBeNull();
  });

  it('OPEN-41 a same-origin path passes the redirect check too (no /.//host, no encoded tricks)', () => {
    expect(safeUrl('/.//evil.example/logo.svg', ['https:'], true)).toBeNull();
    expect(safeUrl('/%2F%2Fevil.example', ['https:'], true)).toBeNull();
    expect(imageUrl('/img/../logo.svg')).toBe('/logo.svg');
    expect(sameOriginPath('/account')).toBe('/account');
    expect(sameOriginPath('//evil.example')).toBeNull();
  });

  it('H-33 A-17 http(s) only: httpUrl and isHttpUrl', () => {
    expect(httpUrl(' https://thanks.example/done ')).toBe('https://thanks.example/done');
    expect(isHttpUrl('http://x.example')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'mailto:a@b.c', '//evil.example', '/path', 'https://', 42]) expect(isHttpUrl(bad)).toBe(false);
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl('data:image/png;base64,x')).toBeNull();
  });

  it('builds tel and mailto links', () => {
    expect(telHref('(555) 010-0100')).toBe('tel:5550100100');
    expect(telHref('call us')).toBeNull();
    expect(mailtoHref('hello@demo.example')).toBe('mailto:hello@demo.example');
    expect(mailtoHref('javascript:x')).toBeNull();
  });
});
