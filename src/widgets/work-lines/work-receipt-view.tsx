import { forwardRef, useId } from 'react';
import { formatMoney } from '../../domain/money';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { PriceLinesView } from '../checkout-shared/price-lines-view';
import '../checkout-shared/checkout.css';
import type { WorkReceiptModel } from './work-receipt';
import type { WorkReceiptTexts } from './work-receipt-texts';
import { WorkLinesList } from './work-lines-view';
import './work-lines.css';

export interface WorkReceiptViewProps {
  receipt: WorkReceiptModel;
  /** The flow's words of the receipt (work-receipt-texts.ts). */
  texts: WorkReceiptTexts;
  /** A heading over the whole receipt (h2, sections then h3), e.g. "Your Updated Receipt" below the approval; none: sections are h2. */
  title?: string;
}

/**
 * L-24: the receipt of a work — when, where, vehicle; the billed services (and, apart, the suggested ones
 * not billed: pending, declined, future, L-23); subtotal, coupon, discount with its reason, supplies fee,
 * sales tax, minimum service charge, tip and total (the record's figures, work-totals.ts); amount paid,
 * balance and payment method. The `ref` is the title (focusable) when there is one.
 */
export const WorkReceiptView = forwardRef<HTMLHeadingElement, WorkReceiptViewProps>(function WorkReceiptView({ receipt, texts, title }, ref) {
  const id = useId();
  const level = title ? 3 : 2;
  const H = title ? 'h3' : 'h2';
  const charged = receipt.lines.filter((l) => l.state === 'charged');
  const notCharged = receipt.lines.filter((l) => l.state !== 'charged');
  const { totals } = receipt;
  return (
    <section className="work-receipt" aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : texts.region}>
      {title ? (
        <h2 id={`${id}-title`} ref={ref} tabIndex={-1} className="work-receipt__title">
          {title}
        </h2>
      ) : null}
      {receipt.cancelled ? <p className="work-page__notice">{texts.cancelled}</p> : null}
      <AppointmentDetails {...receipt.appointment} noDateText={texts.noDate} headingLevel={level} texts={texts.summary} />
      <section className="review-section" aria-labelledby={`${id}-services`}>
        <H id={`${id}-services`} className="review-section__title">
          {texts.services}
        </H>
        {charged.length === 0 ? <p>{texts.noneCharged}</p> : null}
        <WorkLinesList lines={charged} priceAdjustmentCents={totals.priceAdjustmentCents} priceAdjustmentLabel={texts.priceAdjustment} />
        {notCharged.length > 0 ? (
          <>
            <p className="work-lines__subtitle">
              {texts.notCharged}
            </p>
            <WorkLinesList lines={notCharged} showState stateText={texts.lineStates} />
          </>
        ) : null}
      </section>
      <section className="review-section" aria-labelledby={`${id}-total`}>
        <H id={`${id}-total`} className="review-section__title">
          {texts.charges}
        </H>
        <PriceLinesView lines={totals.figures} totalCents={totals.totalCents} hidden={false} texts={texts.summary} />
      </section>
      <section className="review-section" aria-labelledby={`${id}-payment`}>
        <H id={`${id}-payment`} className="review-section__title">
          {texts.payment}
        </H>
        <dl className="price-lines">
          {receipt.paymentMethod ? (
            <div className="price-lines__row">
              <dt>{texts.paymentMethod}</dt>
              <dd className="work-receipt__method">{receipt.paymentMethod}</dd>
            </div>
          ) : null}
          <div className="price-lines__row">
            <dt>{texts.amountPaid}</dt>
            <dd>{formatMoney(totals.paidCents)}</dd>
          </div>
          <div className="price-lines__row price-lines__row--total">
            <dt>{texts.balanceDue}</dt>
            <dd>{formatMoney(totals.balanceCents)}</dd>
          </div>
        </dl>
        {totals.balanceCents === 0 && totals.paidCents > 0 ? <p className="work-receipt__paid">{texts.paidInFull}</p> : null}
      </section>
    </section>
  );
});
