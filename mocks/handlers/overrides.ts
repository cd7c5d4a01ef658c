/**
 * Response overrides of the active scenario (docs/repro-links.md). Placed first in the handler list: a
 * request matching a "METHOD /path/{param}" key answers the override (status/body, network error), or is
 * delayed and then falls through to the regular handler.
 */
import { delay, http, HttpResponse, matchRequestUrl } from 'msw';
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

export const overrideHandlers = [
  http.all(api('/*'), async ({ request }) => {
    const found = findOverride(request);
    if (!found) return undefined;
    const { override } = found;
    if ('delay' in override) {
      await delay(override.delay);
      return undefined; // fall through to the regular handler
    }
    if ('error' in override) return HttpResponse.error();
    if (override.body === undefined) return new HttpResponse(null, { status: override.status });
    return HttpResponse.json(override.body as never, { status: override.status });
  }),
];
