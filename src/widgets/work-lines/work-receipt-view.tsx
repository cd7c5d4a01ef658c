import { forwardRef, useId } from 'react';
import { formatMoney } from '../../domain/money';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { PriceLinesView } from '../checkout-shared/price-lines-view';
import '../checkout-shared/checkout.css';
import type { WorkReceiptModel } from './work-receipt';
import { WorkLinesList } from './work-lines-view';
import './work-lines.css';

/** The finished page's own words for an appointment without a date (decisions.md, account area). */
const NO_DATE_TEXT = 'Date not yet set - we will reach out!';

export interface WorkReceiptViewProps {
  receipt: WorkReceiptModel;
  /** A heading over the whole receipt (h2, sections then h3), e.g. "Your Updated Receipt" below the approval; none: sections are h2. */
  title?: string;
}

/**
 * L-24: the receipt of a work — when, where, vehicle; the billed services (and, apart, the suggested ones
 * not billed: pending, declined, future, L-23); subtotal, coupon, discount with its reason, supplies fee,
 * sales tax, minimum service charge, tip and total (the record's figures, work-totals.ts); amount paid,
 * balance and payment method. The `ref` is the title (focusable) when there is one.
 */
export const WorkReceiptView = forwardRef<HTMLHeadingElement, WorkReceiptViewProps>(function WorkReceiptView({ receipt, title }, ref) {
  const id = useId();
  const level = title ? 3 : 2;
  const H = title ? 'h3' : 'h2';
  const charged = receipt.lines.filter((l) => l.state === 'charged');
  const notCharged = receipt.lines.filter((l) => l.state !== 'charged');
  const { totals } = receipt;
  return (
    <section className="work-receipt" aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : 'Receipt'}>
      {title ? (
        <h2 id={`${id}-title`} ref={ref} tabIndex={-1} className="work-receipt__title">
          {title}
        </h2>
      ) : null}
      {receipt.cancelled ? <p className="work-page__notice">This appointment was cancelled.</p> : null}
      <AppointmentDetails
        date={receipt.date}
        start={receipt.start}
        end={receipt.end}
        timeZone={receipt.timeZone}
        noDateText={NO_DATE_TEXT}
        place={receipt.place}
        vehicle={receipt.vehicle}
        headingLevel={level}
      />
      <section className="review-section" aria-labelledby={`${id}-services`}>
        <H id={`${id}-services`} className="review-section__title">
          Services
        </H>
        {charged.length === 0 ? <p>No services are charged on this visit.</p> : null}
        <WorkLinesList lines={charged} priceAdjustmentCents={totals.priceAdjustmentCents} />
        {notCharged.length > 0 ? (
          <>
            <p className="work-lines__subtitle">
              Suggested services not charged on this visit
            </p>
            <WorkLinesList lines={notCharged} showState />
          </>
        ) : null}
      </section>
      <section className="review-section" aria-labelledby={`${id}-total`}>
        <H id={`${id}-total`} className="review-section__title">
          Charges
        </H>
        <PriceLinesView lines={totals.figures} totalCents={totals.totalCents} hidden={false} />
      </section>
      <section className="review-section" aria-labelledby={`${id}-payment`}>
        <H id={`${id}-payment`} className="review-section__title">
          Payment
        </H>
        <dl className="price-lines">
          {receipt.paymentMethod ? (
            <div className="price-lines__row">
              <dt>Payment method</dt>
              <dd className="work-receipt__method">{receipt.paymentMethod}</dd>
            </div>
          ) : null}
          <div className="price-lines__row">
            <dt>Amount Paid</dt>
            <dd>{formatMoney(totals.paidCents)}</dd>
          </div>
          <div className="price-lines__row price-lines__row--total">
            <dt>Balance Due</dt>
            <dd>{formatMoney(totals.balanceCents)}</dd>
          </div>
        </dl>
        {totals.balanceCents === 0 && totals.paidCents > 0 ? <p className="work-receipt__paid">Paid in full</p> : null}
      </section>
    </section>
  );
});
