/**
 * The mock back end's handlers behind one front handler that tries only the handlers a request can match.
 *
 * MSW 2 tries every handler in turn for every request, and each try clones the request, reads and parses
 * `document.cookie` (a synchronous call into the browser's network service) and compiles the handler's path
 * pattern: with ~120 handlers that was a large part of a step's time in the mock build (issue 24's step-time
 * bench). The front handler keeps MSW's semantics — the same handlers in the same order, a handler that returns
 * nothing falls through to the next — but first drops those whose method differs or whose path's literal start
 * is not the request's.
 */
import { getResponse, http, type RequestHandler } from 'msw';

interface Candidate {
  handler: RequestHandler;
  /** Upper-case method, or null for any method (`http.all`). */
  method: string | null;
  /** Lower-case literal start of the path after its host wildcard, up to the last "/" before a parameter. */
  prefix: string;
}

/** "*\/api/vehicle/:id/details" → "/api/vehicle"; a RegExp or predicate path → "" (every request). */
function literalPrefix(path: unknown): string {
  if (typeof path !== 'string') return '';
  const local = path.startsWith('*') ? path.slice(1) : path.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const special = local.search(/[:*?(]/);
  const literal = special < 0 ? local : local.slice(0, local.lastIndexOf('/', special));
  return literal.replace(/\/+$/, '').toLowerCase();
}

function candidateOf(handler: RequestHandler): Candidate {
  const info = handler.info as { method?: unknown; path?: unknown };
  const method = typeof info.method === 'string' ? info.method.toUpperCase() : null;
  return { handler, method, prefix: literalPrefix(info.path) };
}

/**
 * Of `handlers`, in their order, those a `method` request to `pathname` can match: every handler whose method is
 * that one (or any) and whose path's literal start is the pathname's. A handler that would match is never dropped.
 */
export function handlersFor(handlers: readonly RequestHandler[]): (method: string, pathname: string) => RequestHandler[] {
  const candidates = handlers.map(candidateOf);
  return (method, pathname) => {
    const m = method.toUpperCase();
    const path = pathname.toLowerCase();
    return candidates
      .filter((c) => (c.method === null || c.method === m) && (c.prefix === '' || path === c.prefix || path.startsWith(`${c.prefix}/`)))
      .map((c) => c.handler);
  };
}

/**
 * One MSW handler answering like `handlers` in order, trying for each request only {@link handlersFor} it.
 * `pathPattern` is what the front handler itself matches (e.g. "*\/api/*"); requests outside it are left to
 * MSW's unhandled-request rule, as before.
 */
export function routedHandler(pathPattern: string, handlers: readonly RequestHandler[]): RequestHandler {
  const fitting = handlersFor(handlers);
  return http.all(pathPattern, ({ request }) => getResponse(fitting(request.method, new URL(request.url).pathname), request));
}
