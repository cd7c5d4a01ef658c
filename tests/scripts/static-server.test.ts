// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/perf/static-server';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
let dir: string;
let api: Server;
let apiOrigin: string;
const servers: StaticServer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-test-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), SCRIPT);
  api = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'keep-alive' });
    res.end(JSON.stringify({ path: req.url, forwardedHost: req.headers['x-forwarded-host'], forwardedProto: req.headers['x-forwarded-proto'] }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => {
  for (const server of servers) server.close();
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number, tls = false): Promise<void> {
  servers.push(await startStaticServer({ dir, port, apiOrigin, tls }));
}

function fetchHttp1(port: number, path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

describe('the static server a production build is measured and tested on', () => {
  const PORT = 4381;
  beforeAll(() => start(PORT));

  it('serves brotli to a browser that accepts it (as a CDN does), gzip to one that accepts only gzip, and the raw file otherwise', async () => {
    const br = await fetchHttp1(PORT, '/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gzip = await fetchHttp1(PORT, '/assets/app.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(gzip.body.length);

    const raw = await fetchHttp1(PORT, '/assets/app.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(SCRIPT);
  });

  it('answers /api/* with a 502 and a JSON message when the back end cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const PROXY_PORT = 4383;
    servers.push(await startStaticServer({ dir, port: PROXY_PORT, apiOrigin: `http://127.0.0.1:${port}` }));
    const answer = await fetchHttp1(PROXY_PORT, '/api/app-z3p-configuration');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ Status: 'error', Message: expect.stringContaining('mock back end unreachable') });
  });

  it('answers a client-side route with index.html and an unknown file with 404', async () => {
    expect((await fetchHttp1(PORT, '/pricing/place')).body.toString()).toContain('<title>app</title>');
    expect((await fetchHttp1(PORT, '/assets/missing.js')).status).toBe(404);
  });
});

describe('the static server over HTTPS with HTTP/2 (npm run perf)', () => {
  const PORT = 4382;
  beforeAll(() => start(PORT, true));

  function fetchHttp2(path: string): Promise<{ status: number; encoding: unknown; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const session = connect(`https://localhost:${PORT}`, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ ':path': path, 'accept-encoding': 'gzip, br' });
      let status = 0;
      let encoding: unknown;
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
        encoding = headers['content-encoding'];
      });
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        session.close();
        resolve({ status, encoding, body: Buffer.concat(parts) });
      });
      stream.on('error', reject);
    });
  }

  it('serves the files over HTTP/2, compressed', async () => {
    const answer = await fetchHttp2('/assets/app.js');
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('passes /api/* to the back end without HTTP/2 pseudo-headers or hop-by-hop headers, naming the HTTPS host it came from', async () => {
    const answer = await fetchHttp2('/api/app-z3p-configuration?x=1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ path: '/api/app-z3p-configuration?x=1', forwardedHost: `localhost:${PORT}`, forwardedProto: 'https' });
  });
});
