/**
 * A small static server for measuring a production build as a customer would load it: files from one
 * directory, gzip-compressed once at start (as a CDN or nginx with `gzip_static` would serve them), `/assets/*`
 * cached for a year (hashed names), any other path answered with index.html (the app's client-side routes),
 * and `/api/*` passed through to another origin (the HTTP mock back end, scripts/mock-server.ts) so the
 * production app talks to its default same-origin `/api` base without any change.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

interface Entry {
  type: string;
  raw: Buffer;
  gzip: Buffer | null;
}

export interface StaticServerOptions {
  /** The build's output directory (holds index.html). */
  dir: string;
  port: number;
  /** Where `/api/*` goes, e.g. `http://127.0.0.1:8787` (the path is kept). */
  apiOrigin: string;
  /** Extra headers of every page (index.html) answer, e.g. the deploy's security headers with its CSP. */
  pageHeaders?: Record<string, string>;
  /** Answers paths no file has (before index.html), e.g. the demo world's pictures (`search`: the query, `?…` or ''); null passes. */
  extra?: (pathname: string, search: string) => { type: string; body: string } | null;
}

function readAll(dir: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const abs = join(dir, rel);
    if (!statSync(abs).isFile()) continue;
    const type = TYPES[extname(rel).toLowerCase()] ?? 'application/octet-stream';
    const raw = readFileSync(abs);
    files.set(`/${rel.split(sep).join('/')}`, { type, raw, gzip: COMPRESSIBLE.test(type) ? gzipSync(raw, { level: 9 }) : null });
  }
  return files;
}

/**
 * Starts the server and resolves once it listens. It promises: every file of `dir` as it was at start, gzip when
 * the request accepts it (`Content-Encoding: gzip`, `Vary: Accept-Encoding`), index.html for unknown paths
 * without a file extension, 404 for unknown files, and `/api/*` proxied verbatim (method, headers, body, status).
 */
export function startStaticServer({ dir, port, apiOrigin, pageHeaders = {}, extra }: StaticServerOptions): Promise<Server> {
  const files = readAll(dir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dir} has no index.html: is it a build's output directory?`);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const target = new URL(url.pathname + url.search, apiOrigin);
      // As a proxy does, it tells the back end the host the app was loaded from (the mock's pages on the app's origin).
      const forwarded = { 'x-forwarded-host': req.headers.host ?? url.host, 'x-forwarded-proto': 'http' };
      const upstream = request(target, { method: req.method, headers: { ...req.headers, ...forwarded, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', (error) => {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ Status: 'error', Message: `mock back end unreachable: ${error.message}` }));
      });
      req.pipe(upstream);
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/\\/g, '/');
    let entry = files.get(path);
    const made = entry ? null : extra?.(path, url.search);
    if (made) {
      res.writeHead(200, { 'Content-Type': made.type, 'Cache-Control': 'no-cache' });
      res.end(made.body);
      return;
    }
    if (!entry) {
      if (extname(path) !== '') {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
        return;
      }
      entry = index;
    }
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(entry === index ? pageHeaders : {}),
    };
    const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? entry.gzip : null;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const body = gzip ?? entry.raw;
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
