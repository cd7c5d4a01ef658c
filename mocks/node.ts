/** The mock back end in node (vitest, scripts/mock-server.ts). */
import { setupServer } from 'msw/node';
import { apiHandler } from './handlers';

export const server = setupServer(apiHandler);

export { applyScenario, clearScenario } from './scenario';
