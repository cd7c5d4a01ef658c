/**
 * The mock back end as a real HTTP server (for curl, other tools, or an app pointed at it with setApiBase):
 *   npx tsx scripts/mock-server.ts            (PORT=8787 by default)
 * See scripts/mock-server/start-mock-server.ts for what it serves and its `/__` controls.
 */
import { startMockServer } from './mock-server/start-mock-server';

const PORT = Number(process.env.PORT ?? 8787);

const { close } = await startMockServer(PORT);
console.log(`Mock back end on http://localhost:${PORT}/api (Pro-Name header selects the provider; default demo)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void close().then(() => process.exit(0)));
}
