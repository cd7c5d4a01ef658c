/** The mock back end's front handler (mocks/handlers/routed-handler.ts): fewer handlers tried, the same answers. */
import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { handlers } from '../../mocks/handlers';
import { handlersFor, routedHandler } from '../../mocks/handlers/routed-handler';

/** Request paths a handler's pattern matches: parameters and wildcards filled in, optional ones given and left out. */
function samplePaths(pattern: string): string[] {
  const fill = (optional: string) =>
    pattern
      .replace(/^\*/, '')
      .replace(/\/:\w+\?/g, optional)
      .replace(/:\w+/g, '7')
      .replace(/\*/g, 'x');
  return [fill('/7'), fill('')];
}

describe('routedHandler', () => {
  const fitting = handlersFor(handlers);

  it('keeps, for a request made from every handler path of the mock back end, that handler among those tried', () => {
    for (const handler of handlers) {
      const { method, path } = handler.info as { method: unknown; path: string };
      const asked = typeof method === 'string' ? method : 'GET';
      for (const sample of samplePaths(path)) {
        expect(fitting(asked, new URL(sample, 'http://localhost').pathname), `${asked} ${sample} (${path})`).toContain(handler);
      }
    }
  });

  it('tries a handful of the handlers for a request, not all of them', () => {
    const tried = fitting('GET', '/api/vehicles/makes/2020');
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.length).toBeLessThanOrEqual(5);
    expect(handlers.length).toBeGreaterThan(40);
  });

  it('answers like the handlers in order: a handler that returns nothing falls through, a different method or path is skipped', async () => {
    const seen: string[] = [];
    const list: RequestHandler[] = [
      http.all('*/api/*', () => void seen.push('all')),
      http.post('*/api/thing/:id', () => HttpResponse.json({ by: 'post' })),
      http.get('*/api/other/:id', () => HttpResponse.json({ by: 'other' })),
      http.get('*/api/Thing/:id', () => HttpResponse.json({ by: 'get' })),
    ];
    const front = routedHandler('*/api/*', list);
    const asked = new Request('http://localhost/api/thing/3');
    const direct = await getResponse(list, asked.clone());
    const routed = await getResponse([front], asked.clone());
    expect(await routed?.json()).toEqual({ by: 'get' });
    expect(await direct?.json()).toEqual({ by: 'get' });
    expect(seen).toEqual(['all', 'all']);
    expect(await getResponse([front], new Request('http://localhost/api/nothing'))).toBeUndefined();
  });
});
