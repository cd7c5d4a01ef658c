import { statusIs, type AppointmentLike } from './appointments';
import { invalid, VALID, type ValidationResult } from './validation-messages';

/** The customer's answer for a pending service: `Approve` → approved, "Not Today" → rejected. */
export type ApprovalChoice = 'approved' | 'rejected';

/** OPEN-47: Approve is shown first as the suggested answer (but is not pre-selected). */
export const SUGGESTED_APPROVAL_CHOICE: ApprovalChoice = 'approved';

/** A service line of the work being approved (K-69). */
export interface ApprovalService {
  id: string | number;
  upsell_status?: string | null;
}

/** Answers by service id; a missing or undefined entry means no choice made yet. */
export type ApprovalChoices = Readonly<Record<string, ApprovalChoice | undefined>>;

/** L-16/L-23: the services awaiting approval — upsell_status pending, ignoring case. */
export function pendingServices<T extends ApprovalService>(services: readonly T[]): T[] {
  return services.filter((s) => String(s.upsell_status ?? '').trim().toLowerCase() === 'pending');
}

/** OPEN-47: the starting answers — every pending service with no choice made. */
export function initialApprovalChoices(services: readonly ApprovalService[]): ApprovalChoices {
  return Object.fromEntries(pendingServices(services).map((s) => [String(s.id), undefined]));
}

/**
 * L-18/OPEN-47: passes when every pending service has an explicit choice (approved or rejected);
 * otherwise `approve-choice-missing` ('Please select "Approve" or "Not Today" for each of our additional
 * suggested services.').
 */
export function validateApproval(services: readonly ApprovalService[], choices: ApprovalChoices): ValidationResult {
  const unanswered = pendingServices(services).some((s) => {
    const c = choices[String(s.id)];
    return c !== 'approved' && c !== 'rejected';
  });
  return unanswered ? invalid('approve-choice-missing') : VALID;
}

/** L-20: the upsell_responses to send — one {id, upsell_status} per pending service — or null while any is unanswered. */
export function approvalResponses(
  services: readonly ApprovalService[],
  choices: ApprovalChoices,
): { id: string | number; upsell_status: ApprovalChoice }[] | null {
  if (!validateApproval(services, choices).ok) return null;
  return pendingServices(services).map((s) => ({ id: s.id, upsell_status: choices[String(s.id)]! }));
}

/** A decision about a loaded record, named for the preview's trace (the shape of the widgets' NamedFact). */
export interface RecordFact<T> {
  name: string;
  value: T;
  /** What was read and compared, in words. */
  because: string;
}

/**
 * L-19 as a named fact: this work's health check still runs — the work is not finished (status compared ignoring
 * case) and hc_is_complete is not true. Whether the provider waits for it (is_using_service_report) is the flow's
 * decision (the approveServices part `healthCheckWait`).
 */
export function healthCheckPendingFact(appointment: AppointmentLike): RecordFact<boolean> {
  const finished = statusIs(appointment, 'finished');
  const complete = appointment.hc_is_complete === true;
  const because = finished
    ? `status is ${JSON.stringify(appointment.status)}: the work is finished`
    : `status is ${JSON.stringify(appointment.status ?? null)}, hc_is_complete is ${JSON.stringify(appointment.hc_is_complete ?? null)}`;
  return { name: 'healthCheckPending', value: !finished && !complete, because };
}

/**
 * L-19: with the service report in use (is_using_service_report), the approval page is blocked
 * until hc_is_complete, unless the work is finished (status compared ignoring case).
 */
export function approvalBlocked(appointment: AppointmentLike, flags: { is_using_service_report?: boolean | null }): boolean {
  return flags.is_using_service_report === true && healthCheckPendingFact(appointment).value;
}
