import { describe, expect, it } from 'vitest';
import { validateDiagnostic } from '../../src/domain/validate-diagnostic';

describe('diagnostic', () => {
  it('D-33 Continue needs a checked concern or a description of 5 or more characters', () => {
    expect(validateDiagnostic({ selectedConcerns: ['Check engine light'] })).toEqual({ ok: true });
    expect(validateDiagnostic({ description: 'noise' })).toEqual({ ok: true });
    expect(validateDiagnostic({ description: 'nois' }).ok).toBe(false);
    expect(validateDiagnostic({ description: '  ab  ' }).ok).toBe(false);
    expect(validateDiagnostic({})).toEqual({ ok: false, message: 'Please check a concern or describe the issue in at least 5 characters' });
  });
});
