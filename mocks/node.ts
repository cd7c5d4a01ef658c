/** The mock back end in node (vitest, scripts/mock-server.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

export { applyScenario, clearScenario } from './scenario';
