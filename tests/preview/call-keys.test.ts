import { afterEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { handlers } from '../../mocks/handlers';
import { findOverride } from '../../mocks/handlers/overrides';
import { applyScenario, clearScenario } from '../../mocks/scenario';
import { scenarioSchema } from '../../src/api/scenario-codec';
import { callKeysOf } from '../../preview/call-keys';

afterEach(() => clearScenario());

describe('callKeysOf', () => {
  it('lists "METHOD /path" of HTTP handlers below the prefix, without catch-alls, sorted and unique', () => {
    const list = [
      http.all('*/api/*', () => undefined),
      http.post('*/api/b/:id', () => undefined),
      http.get('*/api/b/:id', () => undefined),
      http.get('*/api/a', () => undefined),
      http.get('*/api/a', () => undefined),
      http.get('*/other/x', () => undefined),
    ];
    expect(callKeysOf(list)).toEqual(['GET /a', 'GET /b/:id', 'POST /b/:id']);
  });

  const keys = callKeysOf(handlers);

  it('covers the mock’s calls (the documented examples among them)', () => {
    expect(keys.length).toBeGreaterThan(50);
    for (const k of ['GET /pro/:id', 'GET /app-z3p-configuration', 'POST /booking/vehicle-lookup/:plateState/:plateNumber', 'GET /coupon/:code', 'POST /booking/scheduled-work']) {
      expect(keys).toContain(k);
    }
  });

  it('every key is a valid `responses` key that the override handler matches', () => {
    for (const key of keys) {
      const [method = '', path = ''] = key.split(' ');
      expect(scenarioSchema.safeParse({ responses: { [key]: { error: 'network' } } }).success, key).toBe(true);
      applyScenario({ responses: { [key]: { status: 500 } } });
      const concrete = path.replace(/:(\w+)\?/g, 'opt').replace(/:(\w+)/g, '12');
      const found = findOverride(new Request(`http://localhost/api${concrete}`, { method }));
      expect(found?.key, key).toBe(key);
    }
  });
});
