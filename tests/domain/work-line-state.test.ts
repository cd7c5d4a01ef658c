import { describe, expect, it } from 'vitest';
import { chargedServices, workLineState } from '../../src/domain/work-line-state';

describe('work line state (L-23)', () => {
  it('L-23 pending, rejected and future upsells are not billed; approved ones and plain lines are, in any case', () => {
    expect(workLineState({ upsell_status: 'pending' })).toBe('pending');
    expect(workLineState({ upsell_status: ' Rejected ' })).toBe('declined');
    expect(workLineState({ upsell_status: 'FUTURE' })).toBe('future');
    expect(workLineState({ upsell_status: 'approved' })).toBe('charged');
    expect(workLineState({ upsell_status: null })).toBe('charged');
    expect(workLineState({})).toBe('charged');
  });

  it('L-24 the billed lines keep their order and leave out pending, declined and future ones', () => {
    const lines = [
      { id: 1, upsell_status: null },
      { id: 2, upsell_status: 'Pending' },
      { id: 3, upsell_status: 'approved' },
      { id: 4, upsell_status: 'rejected' },
      { id: 5, upsell_status: 'future' },
    ];
    expect(chargedServices(lines).map((l) => l.id)).toEqual([1, 3]);
  });
});
