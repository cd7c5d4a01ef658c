import { describe, expect, it } from 'vitest';
import { needsDetailingNote, validateDetailingNote } from '../../src/domain/validate-detailing-note';

describe('detailing note', () => {
  it('D-30 a Scratch or Paint service needs a note', () => {
    expect(needsDetailingNote([{ long_name: 'Scratch Removal' }])).toBe(true);
    expect(needsDetailingNote([{ display_name: 'Paint Correction' }])).toBe(true);
    expect(needsDetailingNote([{ short_name: 'paint touch-up' }])).toBe(true);
    expect(needsDetailingNote([{ long_name: 'Full Interior Detail' }])).toBe(false);
    expect(validateDetailingNote([{ long_name: 'Scratch Removal' }], ' ')).toEqual({ ok: false, key: 'detailing-note-required' });
    expect(validateDetailingNote([{ long_name: 'Scratch Removal' }], 'Rear bumper')).toEqual({ ok: true });
    expect(validateDetailingNote([{ long_name: 'Wash' }], '')).toEqual({ ok: true });
  });
  it('D-28 the detailing note is limited to 1020 characters (1019/1020 pass, 1021 fails)', () => {
    expect(validateDetailingNote([], 'x'.repeat(1019))).toEqual({ ok: true });
    expect(validateDetailingNote([], 'x'.repeat(1020))).toEqual({ ok: true });
    expect(validateDetailingNote([{ long_name: 'Paint Correction' }], 'x'.repeat(1021))).toEqual({ ok: false, key: 'text-too-long' });
    expect(validateDetailingNote([], 'x'.repeat(1021)).ok).toBe(false);
  });
});
