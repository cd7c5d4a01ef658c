import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/provider-config.schema.json';

/** Issue 23, item 6: docs/decisions.md says, for every provider switch, what its absence means. */
describe('docs/decisions.md: one default per flag', () => {
  it('names every configuration switch (every field not marked x-content) in the defaults table', () => {
    const decisions = readFileSync(join(import.meta.dirname, '../../docs/decisions.md'), 'utf8');
    const table = decisions.slice(decisions.indexOf('| switch | when absent |'));
    const rows = table.slice(0, table.indexOf('\n\n') === -1 ? undefined : table.indexOf('\n\n'));
    const properties = schema.properties as Record<string, { 'x-content'?: boolean }>;
    const switches = Object.keys(properties).filter((f) => properties[f]?.['x-content'] !== true);
    expect(switches.filter((f) => !rows.includes(`\`${f}\``))).toEqual([]);
  });
});
