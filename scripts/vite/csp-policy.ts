/**
 * The customer app's Content-Security-Policy, written once. The build puts it into index.html as a
 * `<meta http-equiv>` tag (scripts/vite/csp-meta.ts); docs/deploy.md gives it as a header with the other
 * security headers; e2e/csp.spec.ts walks journeys under it; tests/scripts/production-build.test.ts reads the
 * built tag. Each part of the app that needs more than its own origin adds its sources here, with the reason.
 *
 * No part may add `'unsafe-eval'`, `'wasm-unsafe-eval'` or `'unsafe-inline'` to `script-src`: the customer
 * build evaluates no code at run time (scripts/vite/no-eval.ts, src/api/zod-jitless.ts).
 */

import { serviceHosts } from '../../src/app/service-hosts';

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

type Directives = Partial<Record<Directive, readonly string[]>>;

interface PolicyPart {
  /** Why this part needs these sources (docs/deploy.md lists it). */
  why: string;
  sources: Directives;
}

/** The order directives are written in. */
const ORDER: readonly Directive[] = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

/** Directives a `<meta>` policy cannot carry (the browser ignores them there, with a console warning). */
const HEADER_ONLY_DIRECTIVES: readonly Directive[] = ['frame-ancestors'];

/**
 * The app's own needs: its scripts, styles and API are same-origin (`/api`); pictures (provider logos,
 * vehicles, tires, parking spots, key boxes) come from URLs in the back end's answers, on hosts the front end
 * cannot know, so any https image is allowed (an image cannot run code), plus `data:` and `blob:` (the local
 * preview of an uploaded photo). The mock builds' MSW service worker is same-origin (`worker-src 'self'`).
 */
const APP_POLICY: PolicyPart = {
  why: 'the app itself: same-origin code, styles and API; pictures from the back end’s URLs; no plugins, no <base>, never framed',
  sources: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  },
};

/**
 * A-06: the environments' back ends (src/app/service-hosts.ts). A host whose back end is not the same origin's
 * `/api` calls it cross-origin, so each such API origin is allowed in `connect-src`.
 */
const BACKEND_POLICY: PolicyPart = {
  why: 'the back end of each environment, chosen by host (A-06, src/app/service-hosts.ts)',
  sources: {
    'connect-src': [...new Set([...serviceHosts.environments.map((e) => e.apiBase), ...Object.values(serviceHosts.customHosts)])]
      .filter((base) => /^https:\/\//.test(base))
      .map((base) => new URL(base).origin),
  },
};

/** The CSP hash of an empty `<style>` element's text (sha256 of ''). */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * What the third-party adapters load, from each vendor's CSP guidance (they cannot be exercised offline here:
 * verify a new deployment with the report-only header, docs/deploy.md). Only the adapters' own chunks load
 * them, and only when the provider's configuration has the key.
 */
const ADAPTER_POLICIES: Readonly<Record<'stripe' | 'square' | 'googleMaps' | 'googleAnalytics' | 'sentry', PolicyPart>> = {
  stripe: {
    why: 'Stripe card form (src/widgets/payment/stripe): Stripe.js from js.stripe.com, its card iframes, its API',
    sources: {
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
    },
  },
  square: {
    why:
      'Square card form (src/widgets/payment/square): Square.js (production and sandbox), its card and 3-D Secure iframes, ' +
      'its tokenizing API and error reports. react-square-web-payments-sdk styles its wrapper with Stitches, which appends an empty ' +
      '<style> and fills it through the CSSOM: the browser refuses that element (and Stitches then throws) unless style-src allows ' +
      'the empty text, whose hash is EMPTY_STYLE_HASH (measured in Chromium)',
    sources: {
      'script-src': ['https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com', 'https://js.squareup.com', 'https://js.squareupsandbox.com'],
      'style-src': [EMPTY_STYLE_HASH, 'https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com'],
      'font-src': ['https://*.squarecdn.com', 'https://d1g145x70srn7h.cloudfront.net'],
      'frame-src': [
        'https://web.squarecdn.com',
        'https://sandbox.web.squarecdn.com',
        'https://connect.squareup.com',
        'https://connect.squareupsandbox.com',
        'https://api.squareup.com',
        'https://api.squareupsandbox.com',
        'https://*.cardinalcommerce.com',
      ],
      'connect-src': [
        'https://pci-connect.squareup.com',
        'https://pci-connect.squareupsandbox.com',
        'https://connect.squareup.com',
        'https://connect.squareupsandbox.com',
        'https://o160250.ingest.sentry.io',
      ],
    },
  },
  googleMaps: {
    why:
      'Google Maps (src/widgets/map-check-in, src/widgets/address-shared/places): the Maps JavaScript API and Places from maps.googleapis.com, ' +
      'map tiles and icons (img-src https:), the Roboto font, and the <style> elements the API writes (its guide asks for a per-response nonce, ' +
      'which a static page cannot give)',
    sources: {
      'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
      'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
      'font-src': ['https://fonts.gstatic.com'],
      'connect-src': ['https://maps.googleapis.com', 'https://places.googleapis.com'],
      'worker-src': ['blob:'],
    },
  },
  googleAnalytics: {
    why: 'Google Analytics (src/renderer/analytics.ts, only with a google_analytics_tracking_id): gtag.js and its collection endpoints',
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    },
  },
  sentry: {
    why: 'error reporting (src/app/error-reporting.ts, only with a sentry_dsn): sentry.io ingest hosts (a self-hosted Sentry needs its own host here)',
    sources: {
      'connect-src': ['https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io', 'https://*.ingest.de.sentry.io'],
    },
  },
};

/**
 * Merges parts: sources without duplicates, keywords first, then schemes, then hosts; `'none'` is dropped once
 * anything else is allowed, and so is a host a wildcard covers; where a part needs `'unsafe-inline'`, hashes and
 * nonces are dropped from that directive (a browser that knows them ignores `'unsafe-inline'` beside them,
 * which would take away what that part needs).
 */
function mergeDirectives(parts: readonly PolicyPart[]): Directives {
  const out: Partial<Record<Directive, string[]>> = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part.sources) as [Directive, readonly string[]][]) {
      const list = (out[directive] ??= []);
      for (const s of sources) if (!list.includes(s)) list.push(s);
    }
  }
  for (const [directive, list] of Object.entries(out) as [Directive, string[]][]) {
    let kept = list.length > 1 ? list.filter((s) => s !== "'none'") : list;
    if (kept.includes("'unsafe-inline'")) kept = kept.filter((s) => !/^'(sha(256|384|512)-|nonce-)/.test(s));
    // A host a wildcard of the same directive already covers (https://o1.ingest.sentry.io under https://*.ingest.sentry.io).
    const wildcards = kept.filter((s) => s.includes('://*.')).map((s) => s.replace('://*.', '://').replace(/^https:\/\//, ''));
    kept = kept.filter((s) => s.includes('://*.') || !wildcards.some((w) => s.startsWith('https://') && s.endsWith(`.${w}`)));
    // Keywords first, then schemes, then hosts (the order within each as the parts gave them).
    const rank = (s: string) => (s.startsWith("'") ? 0 : /^[a-z]+:$/.test(s) ? 1 : 2);
    out[directive] = kept.map((s, i) => [s, i] as const).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([s]) => s);
  }
  return out;
}

/** Writes directives as policy text (`name source …; …`), in a fixed order, leaving out `omit`. */
function policyText(directives: Directives, omit: readonly Directive[] = []): string {
  return ORDER.filter((d) => directives[d] && !omit.includes(d))
    .map((d) => `${d} ${directives[d]!.join(' ')}`)
    .join('; ');
}

/** The shipped policy's directives: the app, its back ends plus every adapter. */
const CSP_DIRECTIVES: Directives = mergeDirectives([APP_POLICY, BACKEND_POLICY, ...Object.values(ADAPTER_POLICIES)]);

/**
 * The shipped policy. `header`: the full policy, for a `Content-Security-Policy` response header;
 * `meta`: without the directives a meta tag cannot carry (`frame-ancestors`), for index.html.
 */
export function contentSecurityPolicy(delivery: 'header' | 'meta'): string {
  return policyText(CSP_DIRECTIVES, delivery === 'meta' ? HEADER_ONLY_DIRECTIVES : []);
}

/**
 * The app's own policy, without any adapter: what the app's own code needs. e2e/csp.spec.ts enforces it
 * beside the shipped one, so that a new inline style or off-origin request of the app's own shows up even
 * though an adapter's need (e.g. `style-src 'unsafe-inline'`) is in the shipped policy.
 */
export function appOnlyPolicy(): string {
  return policyText(mergeDirectives([APP_POLICY]));
}

/**
 * Every response header a static host should send with the app (docs/deploy.md), the policy included.
 * `framing: 'self'` is for mock/preview deploys, where the preview tool frames the app from its own origin;
 * the customer deploy is never framed.
 */
export function securityHeaders({ framing = 'none' }: { framing?: 'none' | 'self' } = {}): Record<string, string> {
  const policy = contentSecurityPolicy('header');
  return {
    'Content-Security-Policy': framing === 'self' ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy,
    'X-Frame-Options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
