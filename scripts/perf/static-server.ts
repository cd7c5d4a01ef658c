/**
 * A small static server for measuring a production build as a customer would load it: files from one
 * directory, compressed once at start with brotli and gzip (as a CDN, or nginx with `brotli_static` and
 * `gzip_static`, serves them), `/assets/*` cached for a year (hashed names), any other path answered with
 * index.html (the app's client-side routes), and `/api/*` passed through to another origin (the HTTP mock back
 * end, scripts/mock-server.ts) so the production app talks to its default same-origin `/api` base without any
 * change. With `tls`, it speaks HTTPS with HTTP/2 (a certificate made for localhost at start), as a CDN does: the
 * browser then fetches every chunk of a step over one connection instead of six at a time over HTTP/1.1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  /** Compressed bodies by `Content-Encoding`, best first (none for pictures and fonts). */
  encoded: readonly (readonly [encoding: 'br' | 'gzip', body: Buffer])[];
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
  /** HTTPS with HTTP/2 (HTTP/1.1 still answered) and a certificate for localhost made at start (needs `openssl`). */
  tls?: boolean;
}

/** What the caller does with the server: close it. */
export interface StaticServer {
  close(callback?: (error?: Error) => void): unknown;
}

function compress(raw: Buffer): Entry['encoded'] {
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  return [
    ['br', br],
    ['gzip', gzipSync(raw, { level: 9 })],
  ];
}

/** A throwaway key and self-signed certificate for localhost (the browser is told to accept it). */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'pipe' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first encoding of `entry` that `Accept-Encoding` names (brotli before gzip), or none. */
function chooseEncoding(entry: Entry, accept: string): Entry['encoded'][number] | undefined {
  return entry.encoded.find(([encoding]) => new RegExp(`\\b${encoding}\\b`).test(accept));
}

function readAll(dir: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const abs = join(dir, rel);
    if (!statSync(abs).isFile()) continue;
    const type = TYPES[extname(rel).toLowerCase()] ?? 'application/octet-stream';
    const raw = readFileSync(abs);
    files.set(`/${rel.split(sep).join('/')}`, { type, raw, encoded: COMPRESSIBLE.test(type) ? compress(raw) : [] });
  }
  return files;
}

/**
 * Starts the server and resolves once it listens. It promises: every file of `dir` as it was at start, brotli or
 * gzip when the request accepts it (`Content-Encoding`, `Vary: Accept-Encoding`), index.html for unknown paths
 * without a file extension, 404 for unknown files, and `/api/*` proxied verbatim (method, headers, body, status).
 */
export function startStaticServer({ dir, port, apiOrigin, pageHeaders = {}, extra, tls = false }: StaticServerOptions): Promise<StaticServer> {
  const files = readAll(dir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dir} has no index.html: is it a build's output directory?`);
  const answer = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const target = new URL(url.pathname + url.search, apiOrigin);
      // HTTP/2's pseudo-headers (`:path`, `:authority`…) have no place in the HTTP/1.1 request to the back end.
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
      const host = req.headers.host ?? req.headers[':authority'] ?? url.host;
      // As a proxy does, it tells the back end the host the app was loaded from (the mock's pages on the app's origin).
      const forwarded = { 'x-forwarded-host': String(host), 'x-forwarded-proto': tls ? 'https' : 'http' };
      const upstream = request(target, { method: req.method, headers: { ...headers, ...forwarded, host: target.host } }, (reply) => {
        // Hop-by-hop headers are not allowed on an HTTP/2 answer.
        const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...replyHeaders } = reply.headers;
        res.writeHead(reply.statusCode ?? 502, replyHeaders);
        reply.pipe(res as NodeJS.WritableStream);
      });
      upstream.on('error', (error) => {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ Status: 'error', Message: `mock back end unreachable: ${error.message}` }));
      });
      (req as NodeJS.ReadableStream).pipe(upstream);
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
    const [encoding, body] = chooseEncoding(entry, String(req.headers['accept-encoding'] ?? '')) ?? [null, entry.raw];
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };
  const server = tls ? createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, answer) : createServer(answer);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
