/**
 * The demo world's pictures (`/demo-assets/…`: provider logos, the marketing banner, Keyosk and parking photos,
 * tires, vehicles, the installer), drawn as labelled SVG placeholders so that the preview and the mock builds show
 * pictures instead of broken ones. The browser worker serves them (mocks/browser.ts), and so does the production
 * build's test server (scripts/serve-production.ts); the HTTP mock back end has no `/demo-assets`, and the fault
 * matrix (the API's calls) does not include them.
 */
import { http, HttpResponse } from 'msw';

/** Soft backgrounds with dark text (contrast ≥ 7:1), picked by the picture's name. */
const PALETTE = [
  { bg: '#dbe9f6', fg: '#0a3a6b' },
  { bg: '#e3f1e4', fg: '#1d4d22' },
  { bg: '#f6ead8', fg: '#5c3a0a' },
  { bg: '#ece3f5', fg: '#3f2166' },
  { bg: '#e6e8eb', fg: '#2b3137' },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** "lot-a" → "Lot a"; "Michelin" stays. */
function titleOf(file: string): string {
  const base = decodeURIComponent(file).replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || 'picture';
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * The SVG drawn for a `/demo-assets/<folder>/<file>` path: a wordmark for `logos/`, a wide 5:2 card for the
 * banner, else a 16:9 card naming the picture, marked "Demo picture" so no one takes it for a real photo.
 */
export function demoAssetSvg(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean).slice(1); // without "demo-assets"
  const file = parts.at(-1) ?? '';
  const folder = parts.length > 1 ? parts[0]! : '';
  const title = escapeXml(titleOf(file));
  const { bg, fg } = PALETTE[hash(pathname) % PALETTE.length]!;
  const font = 'font-family="system-ui, sans-serif"';
  if (folder === 'logos') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="${bg}"/><text x="80" y="31" ${font} font-size="20" font-weight="700" fill="${fg}" text-anchor="middle">${title.toUpperCase()}</text></svg>`;
  }
  const [w, h] = folder === 'banner' ? [800, 320] : [640, 360];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${bg}"/><text x="${w / 2}" y="${h / 2}" ${font} font-size="36" font-weight="700" fill="${fg}" text-anchor="middle">${title}</text><text x="${w / 2}" y="${h / 2 + 40}" ${font} font-size="20" fill="${fg}" text-anchor="middle">Demo picture</text></svg>`;
}

export const demoAssetHandlers = [
  http.get('*/demo-assets/*', ({ request }) =>
    new HttpResponse(demoAssetSvg(new URL(request.url).pathname), { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];
