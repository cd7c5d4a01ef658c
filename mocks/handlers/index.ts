/**
 * Every handler of the mock back end, grouped by resource. The same list serves the browser (browser.ts),
 * vitest (node.ts) and Playwright (through the browser worker). Scenario overrides come first.
 */
import { configurationHandlers } from './configuration';
import { overrideHandlers } from './overrides';

export const handlers = [...overrideHandlers, ...configurationHandlers];
