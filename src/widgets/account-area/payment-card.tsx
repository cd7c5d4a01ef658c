import { Suspense, useId, useState } from 'react';
import type { CardToken } from '../../api/payments';
import { cardFormAdapters, type AdapterName } from '../payment/adapters';
import type { CardFormKeys, CardProcessor } from '../payment/card-form-props';

export interface PaymentCardProps {
  title: string;
  processor: CardProcessor;
  /** The adapter drawing the card form; null: no card form can be shown (no keys in production). */
  adapter: AdapterName | null;
  keys: CardFormKeys;
  /** K-15: the card on file of the processor, if any. */
  card: { brand: string; last4: string } | null;
  /** The last update's outcome: the spec's green success or red error text (K-17, K-18). */
  result: { ok: boolean; text: string } | null;
  updating: boolean;
  onToken: (token: CardToken) => void;
}

/**
 * K-12, K-14..K-18: the active payment method and a card form to replace it ("Update Payment", then
 * "Updating..." while the call runs). Shown only when the provider uses a card processor (the caller decides).
 */
export function PaymentCard(p: PaymentCardProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const Form = p.adapter ? cardFormAdapters[p.adapter] : null;
  return (
    <section className="account-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-card__title">
        {p.title}
      </h3>
      <p>{p.card ? `${p.card.brand} ending in ${p.card.last4}` : 'No card on file.'}</p>
      {p.result ? (
        <p className={p.result.ok ? 'account-card__success' : 'account-card__error'} role={p.result.ok ? 'status' : 'alert'}>
          {p.result.text}
        </p>
      ) : null}
      {open ? (
        Form ? (
          <Suspense fallback={<p role="status">Loading the card form…</p>}>
            <Form
              processor={p.processor}
              keys={p.keys}
              submitLabel={p.updating ? 'Updating...' : 'Update Payment'}
              inactive={p.updating}
              processing={p.updating}
              onToken={p.onToken}
              onTokenizeError={(e) => console.warn('card tokenization failed', e)}
            />
          </Suspense>
        ) : (
          <p className="card-form__unavailable" role="alert">
            Card payment is not available right now. Please call us.
          </p>
        )
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Update Payment
        </button>
      )}
    </section>
  );
}
