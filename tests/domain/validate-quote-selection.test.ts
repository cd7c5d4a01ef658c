import { describe, expect, it } from 'vitest';
import { selectedQuoteOptions, toggleQuoteOption, validateQuoteSelection } from '../../src/domain/validate-quote-selection';

describe('quote selection', () => {
  it('L-29 one option per section; selecting it again toggles it off', () => {
    let s = toggleQuoteOption([], 1, 0);
    expect(s).toEqual([null, 0]);
    s = toggleQuoteOption(s, 1, 2);
    expect(s).toEqual([null, 2]);
    s = toggleQuoteOption(s, 0, 1);
    expect(s).toEqual([1, 2]);
    s = toggleQuoteOption(s, 1, 2);
    expect(s).toEqual([1, null]);
  });
  it('L-34 Continue needs at least one option: "Please select at least one option"', () => {
    expect(validateQuoteSelection([])).toEqual({ ok: false, key: 'quote-none-selected' });
    expect(validateQuoteSelection([null, null])).toEqual({ ok: false, key: 'quote-none-selected' });
    expect(validateQuoteSelection([null, 0])).toEqual({ ok: true });
  });
  it('L-30 the cart is rebuilt from the chosen options in section order', () => {
    const sections = [{ options: ['a0', 'a1'] }, { options: ['b0'] }, { options: null }];
    expect(selectedQuoteOptions(sections, [1, null, 0])).toEqual(['a1']);
    expect(selectedQuoteOptions(sections, [0, 0])).toEqual(['a0', 'b0']);
  });
});
