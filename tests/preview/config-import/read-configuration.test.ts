/** Issue 27, item 1: a pasted provider configuration (M-01's answer) read against the configuration's JSON Schema. */
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/provider-config.schema.json';
import demo from '../../../mocks/fixtures/providers/demo.json';
import type { ConfigSchema } from '../../../preview/config-editor/config-schema';
import { looksLikeConfiguration, readConfiguration } from '../../../preview/config-import/read-configuration';

const configSchema = schema as ConfigSchema;
const bayside = { ...demo, z3p_client_name: 'bayside', customer_facing_name: 'Bayside Mobile Detailing' };

describe('readConfiguration', () => {
  it('M-01 takes a whole configuration as it is, every field kept', () => {
    const read = readConfiguration(JSON.stringify(bayside), configSchema);
    expect(read).toEqual({ ok: true, config: bayside, unknown: [] });
  });

  it('lists unknown fields as a notice, leaves them out, and is still valid', () => {
    const read = readConfiguration(JSON.stringify({ ...bayside, crm_id: 7, legacy_theme: 'blue' }), configSchema);
    expect(read).toEqual({ ok: true, config: bayside, unknown: ['crm_id', 'legacy_theme'] });
  });

  it('gives every invalid field at its path with a message, nested ones and missing ones included', () => {
    const broken = {
      ...bayside,
      customer_facing_name: 42,
      scheduling_system: 'calendar',
      address_verification_questions: [{ id: 'driveway', text: 'x', enabled: 'yes' }],
      service_locations: undefined,
    };
    const read = readConfiguration(JSON.stringify(broken), configSchema);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues).toEqual(
      expect.arrayContaining([
        { field: 'customer_facing_name', message: 'must be string' },
        { field: 'scheduling_system', message: 'must be one of "availability_windows", "time_slots", "other"' },
        { field: 'address_verification_questions[0].enabled', message: 'must be boolean' },
        { field: 'service_locations', message: 'is required' },
      ]),
    );
    expect(read.issues).toHaveLength(4);
  });

  it('refuses a provider name a link or a Pro-Name header cannot carry', () => {
    const read = readConfiguration(JSON.stringify({ ...bayside, z3p_client_name: 'bay side' }), configSchema);
    expect(read.ok ? [] : read.issues.map((i) => i.field)).toEqual(['z3p_client_name']);
  });

  it('says so when the text is not a JSON object', () => {
    for (const text of ['{ "z3p_client_name": ', '[1, 2]']) {
      const read = readConfiguration(text, configSchema);
      expect(read.ok ? null : read.issues[0]?.field).toBe('(the whole configuration)');
    }
  });
});

describe('looksLikeConfiguration', () => {
  it('claims a JSON object naming a configuration field, or broken JSON; leaves links and other JSON alone', () => {
    expect(looksLikeConfiguration(JSON.stringify(bayside), configSchema)).toBe(true);
    expect(looksLikeConfiguration('  {"customer_facing_name": 1}', configSchema)).toBe(true);
    expect(looksLikeConfiguration('{ "z3p_client_name": ', configSchema)).toBe(true);
    expect(looksLikeConfiguration('http://localhost:5173/pricing/place?preview=abc', configSchema)).toBe(false);
    expect(looksLikeConfiguration('{"event_id": "abc", "extra": {}}', configSchema)).toBe(false);
  });
});
