import { describe, expect, it } from 'vitest';
import { limitNoteLength, NOTE_MAX_LENGTH, validateNoteLength } from '../../src/domain/validate-notes';

describe('notes', () => {
  it('F-23 D-28 B-37 accepts 1019 and 1020 characters, rejects 1021', () => {
    expect(NOTE_MAX_LENGTH).toBe(1020);
    expect(validateNoteLength('a'.repeat(1019))).toEqual({ ok: true });
    expect(validateNoteLength('a'.repeat(1020))).toEqual({ ok: true });
    expect(validateNoteLength('a'.repeat(1021))).toEqual({ ok: false, key: 'text-too-long' });
    expect(validateNoteLength(undefined)).toEqual({ ok: true });
  });
  it('F-23 limitNoteLength cuts pasted text at 1020 without splitting an emoji', () => {
    expect(limitNoteLength('a'.repeat(1021))).toHaveLength(1020);
    expect(limitNoteLength('short')).toBe('short');
    const cut = limitNoteLength(`${'a'.repeat(1019)}😀b`);
    expect(cut).toBe('a'.repeat(1019));
  });
});
