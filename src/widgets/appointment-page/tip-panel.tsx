import { useId } from 'react';
import { fillMessage } from '../../domain/fill-message';
import { formatMoney } from '../../domain/money';
import type { TipOption } from '../../domain/tip';
import type { AppointmentTexts } from './appointment-messages';
import { TipAmountInput } from '../checkout-shared/tip-amount-input';

export interface TipPanelProps {
  texts: AppointmentTexts;
  /** The tip saved on the appointment, in cents. */
  currentCents: number;
  /** The provider's preset percentages with their amounts (tip_percent_defaults of the subtotal after discounts). */
  options: readonly TipOption[];
  /** The amount field's text (dollars). */
  value: string;
  /** The field's message when the text is not an amount (the flow's tip-not-numeric). */
  error: string | null;
  saving: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
}

/**
 * L-41..L-44: add or update the tip while the appointment is unpaid and not cancelled, when the provider takes tips
 * on this page (the caller decides: the flow's `tip` part and the tipWindow fact): the current tip, preset amounts that fill the field, the amount in
 * dollars and Save Tip (`Saving...` while the call runs; the toast says "Tip updated" or "Failed to add tip").
 */
export function TipPanel(p: TipPanelProps) {
  const id = useId();
  const t = p.texts;
  const errorId = `${id}-error`;
  return (
    <section className="review-section tip-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="review-section__title">
        {t['tip-title']}
      </h2>
      <p className="appointment-page__note">{fillMessage(t['tip-current'], { amount: formatMoney(p.currentCents) })}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!p.saving) p.onSave();
        }}
      >
        {p.options.length > 0 ? (
          <ul className="tip-panel__presets" aria-label={t['tip-presets']}>
            {p.options.map((o) => (
              <li key={o.percent}>
                <button type="button" className="button button--secondary" onClick={() => p.onChange((o.cents / 100).toFixed(2))}>
                  {fillMessage(t['tip-preset'], { percent: o.percent, amount: formatMoney(o.cents) })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="tip-panel__row">
          <div className="review-field">
            <label htmlFor={`${id}-amount`}>{t['tip-label']}</label>
            <TipAmountInput id={`${id}-amount`} value={p.value} error={p.error} errorId={errorId} onChange={p.onChange} />
          </div>
          <button type="submit" className="button button--primary" aria-disabled={p.saving || undefined} aria-busy={p.saving || undefined}>
            {p.saving ? t['tip-saving'] : t['tip-save']}
          </button>
        </div>
        {p.error ? (
          <p id={errorId} className="field-error">
            {p.error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
