/**
 * L-43, L-44: the tip entry. The amount is typed in dollars (or filled by a preset) and read with the domain's
 * parseCustomTip; a text that is not an amount shows the flow's tip-not-numeric under the field. Save sends
 * POST /booking/scheduled-work/{id} with the link token, tip_amount_dollars and tip_entry_method
 * 'online-appt', then toasts "Tip updated" or "Failed to add tip"; the page's work is refetched (new totals).
 */
import { useState } from 'react';
import { rateLimitedOr } from '../../api/failure-text';
import { useUpdateTip } from '../../api/scheduled-works';
import { centsToDollars } from '../../domain/money';
import { parseCustomTip } from '../../domain/tip';
import { useToast } from '../../ui/toasts/toast-context';
import { textOfTexts, type AppointmentTexts } from './appointment-messages';

export interface TipEntry {
  value: string;
  error: string | null;
  saving: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
}

/** The field starts with the saved tip ("" for none). */
function initialTipText(cents: number): string {
  return cents > 0 ? (cents / 100).toFixed(2) : '';
}

export function useTipEntry(input: { workId: number; token: string; currentCents: number; texts: AppointmentTexts }): TipEntry {
  const save = useUpdateTip();
  const toast = useToast();
  const [value, setValue] = useState(() => initialTipText(input.currentCents));
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    saving: save.isPending,
    onChange: (v) => {
      setValue(v);
      setError(null);
    },
    onSave: () => {
      if (save.isPending) return;
      const cents = parseCustomTip(value);
      if (cents === null) {
        setError(input.texts['tip-not-numeric']);
        return;
      }
      save
        .mutateAsync({ id: input.workId, token: input.token, tip_amount_dollars: centsToDollars(cents) })
        .then(() => {
          setValue(initialTipText(cents));
          toast.show({ kind: 'success', text: input.texts['tip-updated'] });
        })
        .catch((e: unknown) => toast.show({ kind: 'error', text: rateLimitedOr(e, textOfTexts(input.texts), input.texts['tip-failed']) }));
    },
  };
}
