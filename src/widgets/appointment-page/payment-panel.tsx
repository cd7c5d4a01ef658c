import { Suspense, useId } from 'react';
import type { CardToken } from '../../api/payments';
import { fillMessage } from '../../domain/fill-message';
import { formatMoney } from '../../domain/money';
import { cardFormAdapters, type AdapterName } from '../payment/adapters';
import type { CardFormKeys, CardProcessor } from '../payment/card-form-props';
import { cardFormTexts } from '../payment/payment-texts';
import { textOfTexts, type AppointmentTexts } from './appointment-messages';

/** The last card update's outcome: saved (L-47), refused when held (L-48 + L-49), rate-limited ("try again in a moment", issue 29), or any other failure (L-48). */
export type CardOutcome = 'updated' | 'hold-failed' | 'rate-limited' | 'error' | null;

/** What the panel shows: a card to add or update while something is due, or why nothing is (L-39, L-40). */
export type PaymentState = 'due' | 'paid' | 'nothing';

export interface PaymentPanelProps {
  texts: AppointmentTexts;
  state: PaymentState;
  dueCents: number;
  /** The provider's card processor; null: no card UI at all (document 3 §6). */
  processor: CardProcessor | null;
  /** The adapter drawing the card form; null: no form can be shown (no keys in production). */
  adapter: AdapterName | null;
  keys: CardFormKeys;
  /** The card on file: brand (null: the record names none) and last 4 when known, `true` when the work only says it has one, null for none. */
  card: { brand: string | null; last4: string } | true | null;
  outcome: CardOutcome;
  /**
   * The work is done and unpaid: the card pays now, so the hold explanation ("only held until your appointment is
   * complete", H-24) would be untrue; the page says the card pays what is due instead.
   */
  chargesNow: boolean;
  /** The update call is running (L-45). */
  saving: boolean;
  formOpen: boolean;
  onOpenForm: () => void;
  onToken: (token: CardToken) => void;
}

/** L-45, L-49: the card form's button: `Update Payment`, `Updating...` while saving, "Invalid Credit Card..." after a refused hold. */
function paymentButtonLabel(texts: AppointmentTexts, saving: boolean, outcome: CardOutcome): string {
  if (saving) return texts.updating;
  return outcome === 'hold-failed' ? texts['invalid-credit-card'] : texts['update-payment'];
}

/**
 * L-37, L-39, L-40, L-45..L-49: the payment part of the appointment page. Paid or nothing to pay: a line
 * saying so. Otherwise the amount due, the card on file, the green or red panel of the last update and the
 * card form of the provider's adapter (Stripe or Square; the offline test form in mock builds).
 */
export function PaymentPanel(p: PaymentPanelProps) {
  const headingId = useId();
  const t = p.texts;
  const Form = p.adapter ? cardFormAdapters[p.adapter] : null;
  return (
    <section className="review-section payment-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="review-section__title">
        {t['payment-title']}
      </h2>
      {p.state === 'paid' ? <p className="appointment-page__note">{t['appt-paid']}</p> : null}
      {p.state === 'nothing' ? <p className="appointment-page__note">{t['appt-nothing-to-pay']}</p> : null}
      {p.state === 'due' ? (
        <>
          <p className="appointment-page__due">{fillMessage(t['appt-balance'], { amount: formatMoney(p.dueCents) })}</p>
          {p.processor ? <CardPart {...p} Form={Form} /> : null}
        </>
      ) : null}
    </section>
  );
}

function CardPart(p: PaymentPanelProps & { Form: (typeof cardFormAdapters)[AdapterName] }) {
  const t = p.texts;
  const { Form } = p;
  return (
    <>
      <p className="appointment-page__note">
        {p.card === null
          ? t['appt-no-card']
          : p.card === true
            ? t['appt-card-on-file']
            : fillMessage(t['saved-card-detail'], { brand: p.card.brand || t['card-brand-unknown'], last4: p.card.last4 })}
      </p>
      <p className="appointment-page__muted">{p.chargesNow ? t['card-charge-now'] : t['card-hold']}</p>
      {p.outcome === 'updated' ? (
        <p className="appointment-page__panel appointment-page__panel--success" role="status">
          {t['card-updated']}
        </p>
      ) : null}
      {p.outcome === 'hold-failed' || p.outcome === 'error' || p.outcome === 'rate-limited' ? (
        <p className="appointment-page__panel appointment-page__panel--error" role="alert">
          {p.outcome === 'rate-limited' ? t['rate-limited'] : t['card-error']}
        </p>
      ) : null}
      {!p.formOpen ? (
        <button type="button" className="button button--secondary" onClick={p.onOpenForm}>
          {t['update-payment']}
        </button>
      ) : Form && p.processor ? (
        <Suspense fallback={<p role="status">{t['card-form-loading']}</p>}>
          <Form
            processor={p.processor}
            keys={p.keys}
            texts={cardFormTexts(textOfTexts(t))}
            confirm={{ label: paymentButtonLabel(t, p.saving, p.outcome), inactive: p.saving, processing: false }}
            onToken={p.onToken}
            onTokenizeError={(e) => console.warn('card tokenization failed', e)}
          />
        </Suspense>
      ) : (
        <p className="appointment-page__panel appointment-page__panel--error" role="alert">
          {t['appt-card-unavailable']}
        </p>
      )}
    </>
  );
}
