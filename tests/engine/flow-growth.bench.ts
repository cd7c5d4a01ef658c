/**
 * Issue 28, item 3: how the flow analysis (`analyseFlow`, what `flows:check` runs per flow) and the journey model
 * check (`journeysOf` for the demo provider's session kinds) grow with the flow: the booking flow at 1×, 4× and 16×
 * its steps and rules (tests/engine/support/scaled-flow.ts: copies chained start to goal, so journeys cross all of
 * them). `npm run bench` prints each size's time and vitest's "× faster than" summary: the growth. The model check
 * grows with the states it explores, and each copy after the first starts from the booking the one before left
 * (about 105 states a copy, 36 for the first), so compare it from 4× to 16×.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { analyseFlow, type Flow } from '../../src/engine';
import { bookingGuards } from '../../src/booking/guards';
import { journeysOf } from '../../src/journeys/journeys-of';
import { bookingDomains, configDomains } from '../../scripts/flow-check/config-domains';
import { scaledFlow } from './support/scaled-flow';

const root = join(import.meta.dirname, '../..');
const written = JSON.parse(readFileSync(join(root, 'flows/booking.flow.json'), 'utf8')) as Flow;
const demo = JSON.parse(readFileSync(join(root, 'mocks/fixtures/providers/demo.json'), 'utf8')) as Record<string, unknown>;
const config = configDomains();
const booking = bookingDomains();
const sizes = [1, 4, 16].map((k) => ({ k, flow: scaledFlow(written, k) }));
/** One measured run after none for warm-up: the largest analysis takes seconds. */
const once = { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('flow analysis by flow size', () => {
  for (const { k, flow } of sizes) {
    bench(
      `analyseFlow ${k}× (${flow.steps.length} steps)`,
      () => {
        analyseFlow(flow, { file: `booking ×${k}`, configs: { demo }, configDomains: config.domains, bookingDomains: booking.domains, guards: Object.keys(bookingGuards) });
      },
      once,
    );
  }
});

describe('journey model check by flow size', () => {
  for (const { k, flow } of sizes) {
    bench(
      `journeysOf demo ${k}× (${flow.steps.length} steps)`,
      () => {
        journeysOf(flow, { demo }, {});
      },
      once,
    );
  }
});
