/**
 * The payment part of the review step: the fleet / saved card / new card choice (H-19, H-20), the
 * card-hold explanation (H-24..H-26), and the Confirm Appointment button — plain (zero total H-21,
 * fleet account, saved card) or inside the card form of the adapter (H-22, H-23). A refused card (H-34) is said
 * right under Confirm, announced (role=alert) and given the focus, the card form left as the customer filled it
 * (issue 26: where the eye is); so is a submit that failed on the way (`problem`). When the payment
 * methods cannot be loaded it says so with Try again (H-18); Confirm is then held back by the flow's
 * card rule (blocker H-18), whose reason shows under the button.
 */
import { Suspense, useEffect, useId, useRef } from 'react';
import { failureText } from '../../api/failure-text';
import type { CardToken } from '../../api/payments';
import { ErrorNotice } from '../../ui/error-notice';
import { cardFormAdapters, type AdapterName } from './adapters';
import type { CardFormConfirm, CardFormKeys, CardProcessor } from './card-form-props';
import { ConfirmButton } from './confirm-button';
import type { PaymentChoice, SavedCard } from './payment-plan';
import type { PaymentSectionTexts } from './payment-texts';

export interface PaymentSectionProps {
  free: boolean;
  choices: readonly PaymentChoice[];
  choice: PaymentChoice | null;
  onChoose: (choice: PaymentChoice) => void;
  savedCard: SavedCard | null;
  fleetAccountName?: string | null;
  processor: CardProcessor | null;
  /** The adapter drawing the new-card form; null: no card form can be shown (no keys in production). */
  adapter: AdapterName | null;
  keys: CardFormKeys;
  /** Card-hold explanation paragraphs (H-24..H-26). */
  cardHoldText: readonly string[];
  /** Shown under Confirm after an invalid card (H-34). */
  cardError: string | null;
  /** How many times the card was refused so far: each new refusal moves the focus to `cardError`. */
  declines: number;
  submitLabel: string;
  inactive: boolean;
  processing: boolean;
  /** Why Confirm does nothing now (first blocker), shown under it; `describedBy` is its id. */
  reason?: string | null;
  /** The reason answers a press (a blocker shown on press): how many presses so far; each says it as an alert with the focus. */
  reasonPresses?: number;
  /** A blocker shown on press holds: Confirm looks active, a press calls `onBlocked`. */
  held?: boolean;
  describedBy?: string;
  /** A problem of the last submit (network failure): shown under the button as an alert that takes the focus. */
  problem?: string | null;
  onConfirm: (token: CardToken | null) => void;
  onTokenizeError: (error: unknown) => void;
  /** Confirm pressed while inactive. */
  onBlocked?: () => void;
  /** Loading the payment methods. */
  loading?: boolean;
  /** Why the payment methods could not be loaded (H-18), null/undefined when they were: said, with Try again (`onRetry`). */
  loadError?: unknown;
  onRetry?: () => void;
  /** The provider takes cards: with no payment option offered, booking online is not possible (said plainly). */
  cardRequired?: boolean;
  /** The section's texts from the flow (`paymentSectionTexts(text, phone)`: the phone is the other way to book). */
  texts: PaymentSectionTexts;
  /** The flow's messages (a failed load's `rate-limited` and other failure texts). */
  text: (key: string) => string;
}

export function PaymentSection(p: PaymentSectionProps) {
  const headingId = useId();
  const name = useId();
  const cardErrorId = useId();
  const cardErrorRef = useRef<HTMLParagraphElement>(null);
  const showCardError = !!p.cardError && p.choice === 'new-card';
  useEffect(() => {
    if (p.declines > 0) cardErrorRef.current?.focus();
  }, [p.declines]);
  // A failed submit (issue 26): said under Confirm and given the focus, each time (a new submit clears it first).
  const problemId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (p.problem) problemRef.current?.focus();
  }, [p.problem]);
  const reasonRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (p.reasonPresses) reasonRef.current?.focus();
  }, [p.reasonPresses]);
  const loadFailed = p.loadError !== undefined && p.loadError !== null;
  const t = p.texts;
  const cardInvolved = !p.free && (p.choice === 'saved-card' || p.choice === 'new-card');
  const choiceLabel: Record<PaymentChoice, string> = { fleet: t.fleet, 'saved-card': t.savedCard, 'new-card': t.newCard };
  const describedBy = [p.describedBy, showCardError ? cardErrorId : undefined, p.problem ? problemId : undefined].filter(Boolean).join(' ') || undefined;
  const confirm: CardFormConfirm = { label: p.submitLabel, inactive: p.inactive, processing: p.processing, held: p.held, describedBy, onBlocked: p.onBlocked };
  const plain = <ConfirmButton {...confirm} inactive={p.inactive || !!p.loading} processingLabel={t.card.processing} onConfirm={() => p.onConfirm(null)} />;
  const Form = p.adapter ? cardFormAdapters[p.adapter] : null;
  return (
    <section className="review-section payment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="review-section__title">
        {t.title}
      </h2>
      {p.loading ? <p role="status">{t.loading}</p> : null}
      {loadFailed ? (
        <ErrorNotice className="payment-section__error" onRetry={p.onRetry} retryLabel={t.retry}>
          {failureText(p.loadError, p.text, t.loadFailed)}
        </ErrorNotice>
      ) : null}
      {!p.loading && !loadFailed && !p.free && p.cardRequired && p.choices.length === 0 ? (
        <p className="card-form__unavailable" role="alert">
          {t.cardUnavailable}
        </p>
      ) : null}
      {p.free ? <p>{t.free}</p> : null}
      {p.choices.length > 1 ? (
        <fieldset className="payment-section__choices">
          <legend>{t.choose}</legend>
          {p.choices.map((c) => (
            <label key={c} className="payment-section__choice">
              <input type="radio" name={name} value={c} checked={p.choice === c} onChange={() => p.onChoose(c)} />
              <span>
                {choiceLabel[c]}
                {c === 'fleet' && p.fleetAccountName ? ` (${p.fleetAccountName})` : ''}
                {c === 'saved-card' && p.savedCard ? ` (${t.savedCardDetail(p.savedCard)})` : ''}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {cardInvolved ? (
        <div className="payment-section__hold">
          {p.cardHoldText.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </div>
      ) : null}
      {!p.free && p.choice === 'new-card' && p.processor ? (
        Form ? (
          <Suspense fallback={<p role="status">{t.cardFormLoading}</p>}>
            <Form processor={p.processor} keys={p.keys} texts={t.card} confirm={confirm} onToken={p.onConfirm} onTokenizeError={p.onTokenizeError} />
          </Suspense>
        ) : (
          <p className="card-form__unavailable" role="alert">
            {t.cardUnavailable}
          </p>
        )
      ) : (
        plain
      )}
      {showCardError ? (
        <p id={cardErrorId} ref={cardErrorRef} className="payment-section__error payment-section__card-error" role="alert" tabIndex={-1}>
          {p.cardError}
        </p>
      ) : null}
      {p.reason && p.reasonPresses ? (
        <p id={p.describedBy} ref={reasonRef} className="payment-section__reason" role="alert" tabIndex={-1}>
          {p.reason}
        </p>
      ) : null}
      {p.reason && !p.reasonPresses ? (
        <p id={p.describedBy} className="payment-section__reason" role="status">
          {p.reason}
        </p>
      ) : null}
      {p.problem ? (
        <p id={problemId} ref={problemRef} className="payment-section__error" role="alert" tabIndex={-1}>
          {p.problem}
        </p>
      ) : null}
    </section>
  );
}
