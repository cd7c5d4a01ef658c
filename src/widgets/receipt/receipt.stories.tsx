import type { Story } from '@ladle/react';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';
import { workReceipt } from '../work-lines/work-receipt';
import { workReceiptTexts } from '../work-lines/work-receipt-texts';
import type { ScheduledWork } from '../../api/entities';
import { flowStoryText } from '../shared/flow-story-text';
import { approvalWork, approvedWork, fullWork, mismatchedWork, quoteWork } from '../work-lines/work-samples';
import { ReceiptView } from './receipt-view';

/** The receipt's words as the flow writes them. */
const texts = workReceiptTexts(flowStoryText('receipt'));
/** A work's receipt with the demo provider's pricing rules (none) in the flow's words. */
const receiptOf = (work: ScheduledWork) => workReceipt(work, {}, texts);

/** L-24: a paid receipt with a coupon; the services recommended for later and declined are not charged. */
export const Filled: Story = () => <ReceiptView texts={texts} receipt={receiptOf(quoteWork)} />;

/** L-24 after an approval: the approved battery charged, the declined wipers not. */
export const AfterApproval: Story = () => <ReceiptView texts={texts} receipt={receiptOf(approvedWork)} />;

/** Services await approval: the notice and the way to the approval page. */
export const PendingApproval: Story = () => (
  <ReceiptView
    texts={texts}
    receipt={receiptOf(approvalWork)}
    pending={{
      text: 'Your technician suggested more services for this visit. They are not charged until you approve them.',
      label: 'Review Suggested Services',
      href: '/approve-services/1001/5002',
    }}
  />
);

/** Every K-68/K-69 field: coupon, custom discount with its reason, supplies fee, tax, tip, part paid. */
export const EveryField: Story = () => <ReceiptView texts={texts} receipt={receiptOf(fullWork)} />;

/** The record's lines do not add up to its total: an Adjustment line makes up the difference. */
export const Adjusted: Story = () => <ReceiptView texts={texts} receipt={receiptOf(mismatchedWork)} />;

/** Nothing charged (every line declined or put off), cancelled. */
export const Empty: Story = () => (
  <ReceiptView
    texts={texts}
    receipt={receiptOf({
      ...quoteWork,
      status: 'cancelled',
      services: quoteWork.services.slice(1),
      subtotal_dollars: 0,
      coupon_amount_dollars: 0,
      sales_tax_dollars: 0,
      total_taxed_price_dollars: 0,
      amount_paid_dollars: 0,
    })}
  />
);

/** Loading the work. */
export const Loading: Story = () => <LinkedWorkStatus status="loading" message="Loading your appointment…" accountLabel="Go to your account" />;

/** A 404 with the server's words (L-02). */
export const Error: Story = () => <LinkedWorkStatus status="error" message="Invalid URL" accountLabel="Go to your account" />;
