/** `npm run repro` (scripts/repro.ts): a link's or an error report's contents in plain words (issue 27 item 3). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeScenario } from '../../src/api/scenario-codec';
import { describeArgument } from '../../scripts/repro';

describe('npm run repro (issue 27 item 3)', () => {
  it('prints a link’s provider, clock, session, settings, faults, path and booking', () => {
    const scenario = {
      provider: 'acme',
      now: '2026-03-10T11:30:00-04:00',
      clock: '2026-03-11T09:00:00-04:00',
      session: 'customer' as const,
      config: { customer_facing_name: 'Restored Motors' },
      responses: { 'POST /booking/scheduled-work': { status: 500 } },
      booking: { placeMode: 'home' as const, cart: [], vehicle: null },
    };
    const lines = describeArgument(`http://localhost:5173/pricing/schedule?x=1&preview=${encodeScenario(scenario)}`);
    expect(lines).toEqual([
      'Provider: acme',
      'Clock: the world seeded at 2026-03-10T11:30:00-04:00, moved to 2026-03-11T09:00:00-04:00',
      'Session: signed in as the demo customer',
      'Settings changed:',
      '  - customer_facing_name: "Restored Motors"',
      'Faults:',
      '  - POST /booking/scheduled-work answers 500',
      'Path: /pricing/schedule?x=1',
      'Booking:',
      '  - place: home',
    ]);
  });

  it('a link without one says none; a link without ?preview= is refused', () => {
    expect(describeArgument(`/?preview=${encodeScenario({ provider: 'demo' })}`)).toEqual([
      'Provider: demo',
      'Clock: the real time',
      'Session: unchanged',
      'Settings changed: none',
      'Faults: none',
      'Path: /',
      'Booking: the tab’s own (the link sets none)',
    ]);
    expect(() => describeArgument('http://localhost:5173/pricing/place')).toThrow('not a repro link');
  });

  it('prints an error report’s descriptor from a JSON file (an event, or the bare descriptor)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'repro-'));
    const descriptor = { v: 1, provider: 'demo', config: '2ef72490d2d0', step: 'confirm-appointment', decisions: [{ step: 'schedule', rule: 'F-10' }], call: { method: 'POST', path: '/booking/scheduled-work', status: 500 } };
    const file = join(dir, 'event.json');
    writeFileSync(file, JSON.stringify({ event_id: 'e1', contexts: { repro: descriptor } }));
    expect(describeArgument(file)).toEqual([
      'Provider: demo',
      'Configuration fingerprint: 2ef72490d2d0',
      'Step: confirm-appointment',
      'Last decisions (oldest first):',
      '  - F-10 on schedule',
      'Failing call: POST /booking/scheduled-work answered 500',
      'Open it in the preview: paste the file’s JSON into the Repro link tab.',
    ]);
    const bare = join(dir, 'descriptor.json');
    writeFileSync(bare, JSON.stringify({ ...descriptor, decisions: [], call: undefined }));
    expect(describeArgument(bare)).toContain('Failing call: none');
    const other = join(dir, 'other.json');
    writeFileSync(other, '{"a":1}');
    expect(() => describeArgument(other)).toThrow('neither an error report');
  });
});
