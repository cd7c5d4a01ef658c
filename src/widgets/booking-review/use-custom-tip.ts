/**
 * The tip choice (H-15..H-17) kept in the booking: a preset percentage, no tip, or a custom amount
 * typed in dollars — numeric only (src/domain parseCustomTip); a non-numeric amount blocks Confirm.
 */
import { useState } from 'react';
import { parseCustomTip, type TipChoice } from '../../domain/tip';
import type { BookingState } from '../../renderer/booking-state';
import type { UpdateBooking } from '../widget-props';

export const CUSTOM_TIP_ERROR = 'Please enter the tip as an amount in dollars, for example 5 or 7.50.';

export function useCustomTip(booking: BookingState, updateBooking: UpdateBooking) {
  const initial = booking.tip?.kind === 'amount' ? (booking.tip.cents / 100).toFixed(2) : '';
  const [customSelected, setCustomSelected] = useState(booking.tip?.kind === 'amount');
  const [customText, setCustomTextState] = useState(initial);
  const setTip = (tip: TipChoice | null) =>
    updateBooking((draft) => {
      draft.tip = tip;
    });
  const parsed = parseCustomTip(customText);
  const error = customSelected && customText.trim() !== '' && parsed === null ? CUSTOM_TIP_ERROR : null;
  return {
    customSelected,
    customText,
    error,
    choose: (tip: TipChoice | null) => {
      setCustomSelected(false);
      setTip(tip);
    },
    selectCustom: () => {
      setCustomSelected(true);
      const cents = parseCustomTip(customText);
      setTip(cents === null ? null : { kind: 'amount', cents });
    },
    setCustomText: (t: string) => {
      setCustomTextState(t);
      const cents = parseCustomTip(t);
      setTip(cents === null ? null : { kind: 'amount', cents });
    },
  };
}
