/**
 * The production build as customers get it, against the HTTP mock back end — for the browser tests of the
 * production build (playwright.config.ts, project `production`) and by hand:
 *
 *   npx vite build --outDir dist-e2e-production && npx tsx scripts/serve-production.ts [--dir D] [--port P] [--api-port A] [--now ISO]
 *
 * Starts the mock back end (scripts/mock-server/start-mock-server.ts) on `--api-port` (default 8788; its `/__`
 * controls there, e.g. POST /__scenario), sets its clock to `--now` when given, and serves `--dir` (default dist-e2e-production) on `--port`
 * (default 4174) with brotli and gzip, the deploy's security headers (scripts/vite/csp-policy.ts: the CSP is enforced by the
 * browser), the demo world's pictures (`/demo-assets/…`), the stand-in thank-you page (mocks/pages/thank-you-page.ts)
 * and `/api/*` passed to the mock back end (told the app's host: `X-Forwarded-Host`), so the app
 * talks to its default same-origin `/api`.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { demoAssetSvg } from '../mocks/handlers/demo-assets';
import { THANK_YOU_PAGE_PATH, thankYouPageHtml } from '../mocks/pages/thank-you-page';
import { startMockServer } from './mock-server/start-mock-server';
import { startStaticServer } from './perf/static-server';
import { securityHeaders } from './vite/csp-policy';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const dir = arg('dir', 'dist-e2e-production');
const port = Number(arg('port', '4174'));
const apiPort = Number(arg('api-port', '8788'));
const now = arg('now', '');

// public/ is copied into every build; the production app never registers MSW's worker, and deploys drop it.
rmSync(join(dir, 'mockServiceWorker.js'), { force: true });
const api = await startMockServer(apiPort);
if (now) {
  const answer = await fetch(`http://127.0.0.1:${apiPort}/__scenario`, { method: 'POST', body: JSON.stringify({ now }) });
  if (!answer.ok) throw new Error(`the mock back end refused the clock ${now}: ${answer.status} ${await answer.text()}`);
}
// The demo world's configuration names pictures on the app's origin (/demo-assets/…): drawn as in the mock builds.
// And the stand-in for a provider's own thank-you page, which the mock back end's configuration names (H-33).
const extra = (path: string, search: string) => {
  if (path.startsWith('/demo-assets/')) return { type: 'image/svg+xml', body: demoAssetSvg(path) };
  if (path === THANK_YOU_PAGE_PATH) return { type: 'text/html; charset=utf-8', body: thankYouPageHtml(search) };
  return null;
};
const site = await startStaticServer({ dir, port, apiOrigin: `http://127.0.0.1:${apiPort}`, pageHeaders: securityHeaders(), extra });
console.log(`Production build ${dir} on http://localhost:${port} (mock back end on ${apiPort}${now ? `, its clock at ${now}` : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    site.close();
    void api.close().then(() => process.exit(0));
  });
}
