/**
 * The mock world's stand-in for a provider's own thank-you page (H-33: `external_thank_you_url`). The real page is on
 * the provider's site, which a demo cannot reach, so the configuration the mock back end serves names this page of
 * the app's origin instead, with the provider's address in its query: the demo journey ends on a page that says what
 * it stands for, rather than on a failed navigation. Served by the Vite dev and preview servers of the mock modes
 * (scripts/vite/demo-pages.ts), the production build's test server (scripts/serve-production.ts) and the HTTP mock
 * back end itself (scripts/mock-server/start-mock-server.ts). Imports nothing: Node and the browser's MSW both use it.
 */

/** Where the stand-in lives on the app's origin. */
export const THANK_YOU_PAGE_PATH = '/demo-pages/thank-you';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An http(s) address as written, else null. */
function httpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The origin the app was loaded from, as the request to the mock back end shows it: a proxy's `X-Forwarded-Host`
 * (and `X-Forwarded-Proto`) when present, else the request's own origin (the browser's MSW: the app's origin).
 */
export function appOriginOf(request: Request): string {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host) return new URL(request.url).origin;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}`;
}

/**
 * The configuration as the mock back end serves it: an http(s) `external_thank_you_url` is replaced by the stand-in's
 * address on `appOrigin`, carrying the provider's address and name. Promises: nothing else changes; a missing or
 * unusable address stays as it is (the app then shows its own finished page).
 */
export function withThankYouStandIn<T extends { external_thank_you_url?: unknown; customer_facing_name?: unknown }>(config: T, appOrigin: string): T {
  const real = httpUrl(config.external_thank_you_url);
  if (!real) return config;
  const url = new URL(THANK_YOU_PAGE_PATH, appOrigin);
  url.searchParams.set('for', real);
  if (typeof config.customer_facing_name === 'string' && config.customer_facing_name.trim()) url.searchParams.set('provider', config.customer_facing_name.trim());
  return { ...config, external_thank_you_url: url.toString() };
}

/**
 * The stand-in page for its address (`search`: the query `for` and `provider`): a thank-you heading, the sentence
 * saying it stands in for the provider's own page (named and linked when its address is http(s)), and a link back to
 * the booking site. Promises: every value from the query is escaped; no script.
 */
export function thankYouPageHtml(search: string): string {
  const query = new URLSearchParams(search);
  const real = httpUrl(query.get('for'));
  const provider = query.get('provider')?.trim() || 'the provider';
  const own = real ? `<a href="${escapeHtml(real)}">${escapeHtml(real)}</a>` : 'its own site';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Thank you (demo stand-in for ${escapeHtml(provider)}'s page)</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a">
<main>
<h1>Thank you for your booking</h1>
<p>This page of the demo stands in for the thank-you page of ${escapeHtml(provider)}, which a real booking leaves for: ${own}. The demo cannot reach the provider's own site, so your booking journey ends here.</p>
<p><a href="/">Back to the booking site</a></p>
</main>
</body>
</html>
`;
}
