/**
 * Response overrides of the active scenario (docs/repro-links.md). Placed first in the handler list: a
 * request matching a "METHOD /path/{param}" key answers the override (status/body, network error), or is
 * delayed and then falls through to the regular handler.
 *
 * "Fail the first N times" (issue 15): an override with `failTimes` answers only the first N requests matching
 * its key, counted since the scenario was applied (or the page was loaded); later ones fall through to the
 * regular handler. With `afterHandling` the regular handlers answer the request first (its effects happen:
 * a booking is created) and the override then replaces that answer: a lost answer.
 */
import { delay, getResponse, http, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw';
import type { ResponseOverride } from '../../src/api/scenario-codec';
import { currentScenario } from '../scenario';
import { api } from './context';

/** "/client-location/{id}/details" → "/client-location/:id/details" (MSW path syntax); ":id" is kept. */
export function toMswPath(specPath: string): string {
  return specPath.replace(/\[\/\{(\w+)\}\]/g, '/:$1?').replace(/\{(\w+)\}/g, ':$1');
}

export function findOverride(request: Request) {
  const responses = currentScenario().responses;
  if (!responses) return undefined;
  const url = new URL(request.url);
  for (const [key, override] of Object.entries(responses)) {
    const space = key.indexOf(' ');
    const method = key.slice(0, space).toUpperCase();
    const path = key.slice(space + 1).split('?')[0] ?? '';
    if (method !== request.method.toUpperCase()) continue;
    if (matchRequestUrl(url, api(toMswPath(path))).matches) return { key, override };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// failTimes: counts per response key, for one application of a scenario
// ---------------------------------------------------------------------------------------------

let countedFor: object | null = null;
const failures = new Map<string, number>();

/**
 * Counts a request matching `key` and says whether its override applies: always without `failTimes`; with
 * it, for the first `failTimes` requests since the scenario was applied (applying a scenario, even the same
 * one again, starts the count over).
 */
function overrideApplies(key: string, override: ResponseOverride): boolean {
  if (!('failTimes' in override) || override.failTimes === undefined) return true;
  const scenario = currentScenario();
  if (countedFor !== scenario) {
    countedFor = scenario;
    failures.clear();
  }
  const done = failures.get(key) ?? 0;
  if (done >= override.failTimes) return false;
  failures.set(key, done + 1);
  return true;
}

/** How many requests of `key` the override has failed since the scenario was applied (tests, the preview). */
export function failureCount(key: string): number {
  return countedFor === currentScenario() ? (failures.get(key) ?? 0) : 0;
}

// The regular handlers answer a request first for `afterHandling` (set by ./index.ts: no import cycle).
let regularHandlers: readonly RequestHandler[] = [];

/** Gives the overrides the regular handlers (every handler but the overrides), for `afterHandling`. */
export function setRegularHandlers(list: readonly RequestHandler[]): void {
  regularHandlers = list;
}

function failureAnswer(override: Exclude<ResponseOverride, { delay: number }>): Response {
  if ('error' in override) return HttpResponse.error();
  if (override.body === undefined) return new HttpResponse(null, { status: override.status });
  return HttpResponse.json(override.body as never, { status: override.status });
}

export const overrideHandlers = [
  http.all(api('/*'), async ({ request }) => {
    const found = findOverride(request);
    if (!found) return undefined;
    const { key, override } = found;
    if ('delay' in override) {
      await delay(override.delay);
      return undefined; // fall through to the regular handler
    }
    if (!overrideApplies(key, override)) return undefined; // failed N times already: answer normally
    if (override.afterHandling) {
      // The back end does the work; its answer is then lost (or replaced) on the way back.
      await getResponse([...regularHandlers], request.clone());
    }
    return failureAnswer(override);
  }),
];
