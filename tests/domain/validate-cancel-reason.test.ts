import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, validateCancelReason } from '../../src/domain/validate-cancel-reason';

describe('cancel reason', () => {
  it('K-30 a reason from the list is required', () => {
    expect(CANCEL_REASONS).toEqual(['Date or Time Conflict', 'Serviced Elsewhere', 'Other']);
    expect(validateCancelReason({ reason: 'Serviced Elsewhere' })).toEqual({});
    expect(validateCancelReason({})).toEqual({ reason: 'required' });
    expect(validateCancelReason({ reason: 'Bored' })).toEqual({ reason: 'required' });
  });
  it('K-31 details are required when the reason is Other', () => {
    expect(validateCancelReason({ reason: 'Other', details: '  ' })).toEqual({ details: 'required' });
    expect(validateCancelReason({ reason: 'Other', details: 'Moving away' })).toEqual({});
  });
  it('K-31 details are limited to 1020 characters (1019/1020 pass, 1021 fails)', () => {
    expect(validateCancelReason({ reason: 'Other', details: 'x'.repeat(1019) })).toEqual({});
    expect(validateCancelReason({ reason: 'Other', details: 'x'.repeat(1020) })).toEqual({});
    expect(validateCancelReason({ reason: 'Other', details: 'x'.repeat(1021) })).toEqual({ details: 'text-too-long' });
    expect(validateCancelReason({ reason: 'Serviced Elsewhere', details: 'x'.repeat(1021) })).toEqual({ details: 'text-too-long' });
  });
});
