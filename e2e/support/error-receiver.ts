/**
 * A local stand-in for Sentry's ingest (issue 27 item 4): a node HTTP server on 127.0.0.1 that accepts the
 * envelope POST of a DSN `http://key@127.0.0.1:<port>/1` (`/api/1/envelope/`) and keeps the events it carries.
 * An envelope is newline-delimited JSON: its header, then per item an item header (`{"type":"event",…}`) and
 * the item's payload (develop.sentry.dev/sdk/data-model/envelopes/).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ErrorReceiver {
  /** The DSN that sends to this receiver. */
  dsn: string;
  /** The events received so far (each the parsed payload of an `event` item). */
  events: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The events of an envelope's text (other items, e.g. sessions, are left out). */
function eventsOfEnvelope(text: string): Record<string, unknown>[] {
  const lines = text.split('\n');
  const events: Record<string, unknown>[] = [];
  // Line 0 is the envelope's header; then an item header, its payload, and so on.
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1]!) as Record<string, unknown>);
  }
  return events;
}

/** Starts a receiver on a free port of 127.0.0.1 for project 1. */
export async function startErrorReceiver(): Promise<ErrorReceiver> {
  const events: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    // The app posts from its own origin: answer CORS so the SDK can read the answer.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'POST' || !req.url?.startsWith('/api/1/envelope/')) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      events.push(...eventsOfEnvelope(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://key@127.0.0.1:${port}/1`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
