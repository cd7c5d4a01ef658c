/**
 * The port the browser tests serve the app on: `E2E_PORT`, default 5173 (the dev server's), so `npm test` can
 * run beside an `npm start` or another checkout's tests by setting it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5173);

/** `http://<host>:<port>` of the served app. */
export const e2eOrigin = (host = 'localhost'): string => `http://${host}:${E2E_PORT}`;

/** Matches the app's root URL on `host` ("http://localhost:5173/"). */
export const appRootUrl = (host = 'localhost'): RegExp => new RegExp(`^http://${host.replace(/\./g, '\\.')}:${E2E_PORT}/$`);

/** The port of the production build's browser tests (`E2E_PRODUCTION_PORT`, default the e2e port + 1). */
export const E2E_PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? E2E_PORT + 1);

/** `http://<host>:<production port>`. */
export const productionOrigin = (host = 'localhost'): string => `http://${host}:${E2E_PRODUCTION_PORT}`;

/** The HTTP mock back end of the production build's tests (`E2E_API_PORT`, default 8788). */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8788);
