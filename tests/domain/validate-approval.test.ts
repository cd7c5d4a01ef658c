import { describe, expect, it } from 'vitest';
import {
  approvalBlocked,
  approvalResponses,
  initialApprovalChoices,
  pendingServices,
  SUGGESTED_APPROVAL_CHOICE,
  validateApproval,
} from '../../src/domain/validate-approval';

const services = [
  { id: 1, upsell_status: 'pending' },
  { id: 2, upsell_status: 'PENDING' },
  { id: 3, upsell_status: 'approved' },
  { id: 4, upsell_status: 'future' },
];
const MSG = { ok: false, key: 'approve-choice-missing' };

describe('approval', () => {
  it('L-16 L-23 lists pending services (status compared ignoring case)', () => {
    expect(pendingServices(services).map((s) => s.id)).toEqual([1, 2]);
  });
  it('OPEN-47 L-17 starts with no choice made and suggests Approve', () => {
    expect(initialApprovalChoices(services)).toEqual({ 1: undefined, 2: undefined });
    expect(SUGGESTED_APPROVAL_CHOICE).toBe('approved');
  });
  it('L-18 OPEN-47 every pending service needs an explicit choice before submit', () => {
    expect(validateApproval(services, initialApprovalChoices(services))).toEqual(MSG);
    expect(validateApproval(services, { 1: 'approved' })).toEqual(MSG);
    expect(validateApproval(services, { 1: 'approved', 2: 'rejected' })).toEqual({ ok: true });
    expect(validateApproval([], {})).toEqual({ ok: true });
  });
  it('L-20 sends one upsell response per pending service, "Not Today" as rejected', () => {
    expect(approvalResponses(services, { 1: 'approved' })).toBeNull();
    expect(approvalResponses(services, { 1: 'approved', 2: 'rejected' })).toEqual([
      { id: 1, upsell_status: 'approved' },
      { id: 2, upsell_status: 'rejected' },
    ]);
  });
  it('L-19 with the service report in use, an unfinished work is blocked until hc_is_complete', () => {
    const flags = { is_using_service_report: true };
    expect(approvalBlocked({ status: 'scheduled', hc_is_complete: false }, flags)).toBe(true);
    expect(approvalBlocked({ status: 'scheduled', hc_is_complete: true }, flags)).toBe(false);
    expect(approvalBlocked({ status: 'FINISHED', hc_is_complete: false }, flags)).toBe(false);
    expect(approvalBlocked({ status: 'scheduled', hc_is_complete: false }, { is_using_service_report: false })).toBe(false);
  });
});
