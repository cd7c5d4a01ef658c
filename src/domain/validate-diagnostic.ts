import { invalid, VALID, type ValidationResult } from './validation-messages';

/** D-33: the shortest description that enables Continue without a checked concern. */
const DIAGNOSTIC_MIN_DESCRIPTION = 5;

/**
 * D-33: Diagnostic Continue is enabled when at least one concern is checked or the description,
 * trimmed, has 5 or more characters; else `diagnostic-needs-concern`.
 */
export function validateDiagnostic(v: { selectedConcerns?: readonly string[] | null; description?: string | null }): ValidationResult {
  if ((v.selectedConcerns ?? []).length > 0) return VALID;
  return (v.description ?? '').trim().length >= DIAGNOSTIC_MIN_DESCRIPTION ? VALID : invalid('diagnostic-needs-concern');
}

/**
 * D-58: in the issue-description modal (the Other service), Continue is disabled while the
 * description is blank (`required`: "Required"); spaces alone are blank.
 */
export function validateIssueDescription(description: string | null | undefined): ValidationResult {
  return (description ?? '').trim() === '' ? invalid('required') : VALID;
}
