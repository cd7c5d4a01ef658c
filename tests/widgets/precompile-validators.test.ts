import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildModule, formSchemasOf } from '../../scripts/precompile-validators';

describe('precompile-validators', () => {
  it('finds form schemas in flows and overlays', () => {
    const schema = { type: 'object' };
    expect(formSchemasOf({ steps: [{ id: 'a', widgets: [{ widget: 'heading' }, { widget: 'form', options: { schema } }] }] })).toEqual([
      { path: '/steps/0/widgets/1/options/schema', schema },
    ]);
    expect(formSchemasOf({ provider: 'x', steps: { account: { widgetOptions: { form: { schema } } } } })).toEqual([
      { path: '/steps/account/widgetOptions/form/schema', schema },
    ]);
  });

  it('emits an ES module with no CommonJS left and no run-time compilation', () => {
    const text = buildModule([{ source: 'x', schema: { type: 'object', properties: { n: { type: 'string', minLength: 2, format: 'date' } } } }]);
    expect(text).toMatch(/^import \* as __runtime\d from "ajv\/dist\/runtime\/ucs2length";$/m);
    expect(text).not.toMatch(/(^|[^_])require\(/m);
    expect(text).not.toMatch(/^exports\[/m);
    expect(text).not.toMatch(/new Function|eval\(/);
    expect(text).toMatch(/export const formValidators/);
  });

  it('the generated file is up to date', () => {
    expect(() => execFileSync('npx', ['tsx', 'scripts/precompile-validators.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
