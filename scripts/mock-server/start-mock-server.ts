/**
 * The mock back end as an HTTP server (scripts/mock-server.ts runs it; the production-build browser tests and
 * `npm run perf` start it too). Serves /api/* through the same MSW handlers as the browser and vitest (msw/node
 * intercepts an internal fetch), and the stand-in thank-you page (mocks/pages/thank-you-page.ts). Controls: POST /__reset (resetWorld), POST /__scenario with a Scenario JSON
 * body (applyScenario), GET /__notifications (what the server "sent"). State lives in memory for the life of
 * the process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setupServer } from 'msw/node';
import { apiHandler } from '../../mocks/handlers';
import { applyScenario } from '../../mocks/scenario';
import { resetWorld, world } from '../../mocks/world';
import { scenarioSchema } from '../../src/api/scenario-codec';
import { THANK_YOU_PAGE_PATH, thankYouPageHtml } from '../../mocks/pages/thank-you-page';

const INTERNAL_ORIGIN = 'http://mock-backend.internal';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,PATCH,OPTIONS',
  'Access-Control-Allow-Headers': 'Accept,Authorization,Cache-Control,Content-Type,Pragma,Pro-Name',
  'Access-Control-Expose-Headers': 'X-Auth-Token',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts the mock back end on `port`; resolves once it listens. `close()` ends the server and MSW's interception. */
export async function startMockServer(port: number): Promise<{ server: Server; close: () => Promise<void> }> {
  const msw = setupServer(apiHandler);
  msw.listen({ onUnhandledRequest: 'bypass' });
  const httpServer = createServer(async (req, res) => {
    try {
      const url = req.url ?? '/';
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (url === '/__reset' && req.method === 'POST') {
        // A fresh start: no scenario's faults, configuration changes or clock are left behind.
        applyScenario({});
        resetWorld();
        send(res, 200, { Status: 'success', Message: 'World reset.' });
        return;
      }
      if (url === '/__scenario' && req.method === 'POST') {
        const parsed = scenarioSchema.safeParse(JSON.parse((await readBody(req)).toString('utf8') || '{}'));
        if (!parsed.success) return send(res, 400, { Status: 'error', Message: parsed.error.message });
        applyScenario(parsed.data);
        send(res, 200, { Status: 'success', Message: 'Scenario applied.' });
        return;
      }
      if (url === '/__notifications' && req.method === 'GET') return send(res, 200, world().notifications);
      if (url.split('?')[0] === THANK_YOU_PAGE_PATH && req.method === 'GET') {
        // The stand-in thank-you page its configuration names when the app talks to this server directly (H-33).
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(thankYouPageHtml(url.includes('?') ? url.slice(url.indexOf('?')) : ''));
        return;
      }
      if (!url.startsWith('/api/')) return send(res, 404, { Status: 'error', Message: 'Only /api/* is served.' });

      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(', '));
      }
      // The app's host, for the pages the configuration names on it: a proxy's (serve-production), else this server's.
      if (!headers.has('x-forwarded-host') && req.headers.host) headers.set('x-forwarded-host', req.headers.host);
      headers.delete('host');
      headers.delete('content-length');
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
      const response = await fetch(`${INTERNAL_ORIGIN}${url}`, { method: req.method, headers, body }).catch(() => null);
      // No handler took the call (MSW let it through to an origin that does not exist): the spec has no such call.
      if (!response) return send(res, 404, { Status: 'error', Message: `No such API call: ${req.method} ${url.split('?')[0]}` });
      const out: Record<string, string> = { ...cors };
      response.headers.forEach((value, key) => {
        if (key !== 'content-encoding' && key !== 'content-length') out[key] = value;
      });
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      send(res, 502, { Status: 'error', Message: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, () => resolve());
  });
  return {
    server: httpServer,
    close: () =>
      new Promise<void>((resolve) => {
        msw.close();
        httpServer.close(() => resolve());
      }),
  };
}
