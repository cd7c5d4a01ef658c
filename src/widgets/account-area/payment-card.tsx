import { Suspense, useId, useState } from 'react';
import type { CardToken } from '../../api/payments';
import { fillMessage } from '../../domain/fill-message';
import { cardFormAdapters, type AdapterName } from '../payment/adapters';
import type { CardFormKeys, CardFormTexts, CardProcessor } from '../payment/card-form-props';
import { cardFormTexts } from '../payment/payment-texts';
import type { AccountTexts } from './account-messages';

/** The flow's words of the payment card (account-home's texts). */
export interface PaymentCardTexts {
  title: string;
  /** "{brand} ending in {last4}". */
  cardOnFile: string;
  /** The brand when the record names none. */
  unknownBrand: string;
  noCard: string;
  formLoading: string;
  formUnavailable: string;
  update: string;
  updating: string;
  /** The card form's own words. */
  card: CardFormTexts;
}

/** The payment card's words, from the account area's texts. */
export function paymentCardTexts(t: AccountTexts): PaymentCardTexts {
  return {
    title: t['payment-title'],
    cardOnFile: t['saved-card-detail'],
    unknownBrand: t['card-brand-unknown'],
    noCard: t['no-card-on-file'],
    formLoading: t['card-form-loading'],
    formUnavailable: t['card-form-unavailable'],
    update: t['update-payment'],
    updating: t.updating,
    card: cardFormTexts((key) => t[key as keyof AccountTexts]),
  };
}

export interface PaymentCardProps {
  texts: PaymentCardTexts;
  processor: CardProcessor;
  /** The adapter drawing the card form; null: no card form can be shown (no keys in production). */
  adapter: AdapterName | null;
  keys: CardFormKeys;
  /** K-15: the card on file of the processor, if any (brand null: the record names none). */
  card: { brand: string | null; last4: string } | null;
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
  const t = p.texts;
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const Form = p.adapter ? cardFormAdapters[p.adapter] : null;
  return (
    <section className="account-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-card__title">
        {t.title}
      </h3>
      <p>{p.card ? fillMessage(t.cardOnFile, { brand: p.card.brand || t.unknownBrand, last4: p.card.last4 }) : t.noCard}</p>
      {p.result ? (
        <p className={p.result.ok ? 'account-card__success' : 'account-card__error'} role={p.result.ok ? 'status' : 'alert'}>
          {p.result.text}
        </p>
      ) : null}
      {open ? (
        Form ? (
          <Suspense fallback={<p role="status">{t.formLoading}</p>}>
            <Form
              processor={p.processor}
              keys={p.keys}
              texts={t.card}
              confirm={{ label: p.updating ? t.updating : t.update, inactive: p.updating, processing: p.updating }}
              onToken={p.onToken}
              onTokenizeError={(e) => console.warn('card tokenization failed', e)}
            />
          </Suspense>
        ) : (
          <p className="card-form__unavailable" role="alert">
            {t.formUnavailable}
          </p>
        )
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t.update}
        </button>
      )}
    </section>
  );
}
