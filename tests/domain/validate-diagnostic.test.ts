import { describe, expect, it } from 'vitest';
import { validateDiagnostic, validateIssueDescription } from '../../src/domain/validate-diagnostic';

describe('diagnostic', () => {
  it('D-33 Continue needs a checked concern or a description of 5 or more characters', () => {
    expect(validateDiagnostic({ selectedConcerns: ['Check engine light'] })).toEqual({ ok: true });
    expect(validateDiagnostic({ description: 'noise' })).toEqual({ ok: true });
    expect(validateDiagnostic({ description: 'nois' }).ok).toBe(false);
    expect(validateDiagnostic({ description: '  ab  ' }).ok).toBe(false);
    expect(validateDiagnostic({})).toEqual({ ok: false, key: 'diagnostic-needs-concern' });
  });

  it('D-33 boundary: 4 characters fail, 5 pass, 6 pass (after trimming)', () => {
    expect(validateDiagnostic({ description: 'abcd' }).ok).toBe(false);
    expect(validateDiagnostic({ description: ' abcde ' }).ok).toBe(true);
    expect(validateDiagnostic({ description: 'abcdef' }).ok).toBe(true);
    expect(validateDiagnostic({ selectedConcerns: [], description: null }).ok).toBe(false);
  });

  it('D-58 the issue-description modal needs a description that is not blank', () => {
    expect(validateIssueDescription('Grinding noise when braking')).toEqual({ ok: true });
    expect(validateIssueDescription('x')).toEqual({ ok: true });
    for (const blank of ['', '   ', '\n\t', null, undefined]) expect(validateIssueDescription(blank)).toEqual({ ok: false, key: 'required' });
  });
});
