/**
 * The tip choice (H-15..H-17) kept in the booking: a preset percentage, no tip, or a custom amount
 * typed in dollars — numeric only (src/domain parseCustomTip). The typed text is kept in the booking
 * too (`tipCustomText`), so the `tipValid` fact and the flow's H-17 blocker keep Confirm inactive while
 * it is not numeric; `error` is the field's own message under the input: the flow's `tip-not-numeric`, the H-17 blocker's
 * words (`errorText`).
 */
import { useState } from 'react';
import { parseCustomTip, type TipChoice } from '../../domain/tip';
import type { BookingState } from '../../booking/booking-state';
import type { DispatchBooking } from '../contract/widget-props';

/** The tip choice as the tip selector drives it. */
export interface TipControls {
  /** The custom field is chosen (even while its text is not numeric yet). */
  customSelected: boolean;
  /** The custom amount as typed. */
  customText: string;
  /** H-17: shown when the custom text is not numeric. */
  error: string | null;
  /** No tip (null) or a preset percentage. */
  choose: (tip: TipChoice | null) => void;
  selectCustom: () => void;
  setCustomText: (text: string) => void;
}

export function useCustomTip(booking: BookingState, dispatch: DispatchBooking, errorText: string): TipControls {
  const restored = booking.tip?.kind === 'amount' ? (booking.tip.cents / 100).toFixed(2) : '';
  // The last text typed, so choosing "Custom amount" again after a preset shows it again.
  const [lastText, setLastText] = useState(booking.tipCustomText ?? restored);
  const customSelected = booking.tipCustomText !== null || booking.tip?.kind === 'amount';
  const customText = booking.tipCustomText ?? (booking.tip?.kind === 'amount' ? restored : lastText);
  const setTip = (tip: TipChoice | null, typed: string | null) => dispatch({ type: 'chooseTip', tip, customText: typed });
  const parsed = parseCustomTip(customText);
  const error = customSelected && customText.trim() !== '' && parsed === null ? errorText : null;
  const typedTip = (t: string): TipChoice | null => {
    const cents = parseCustomTip(t);
    return cents === null ? null : { kind: 'amount', cents };
  };
  return {
    customSelected,
    customText,
    error,
    choose: (tip: TipChoice | null) => setTip(tip, null),
    selectCustom: () => setTip(typedTip(lastText), lastText),
    setCustomText: (t: string) => {
      setLastText(t);
      setTip(typedTip(t), t);
    },
  };
}
