/**
 * `receipt` — /receipt/{customer_id}/{sw_id} (L-24): the receipt of a work, opened from a link without
 * signing in (M-32; L-01 sends `mismatch` for another customer's work, L-02 "Invalid URL" for another
 * work). Lines and totals in integer cents through src/domain, checked against the record's own figures
 * (work-lines/work-totals.ts). With services still awaiting approval it says so and links to the approval
 * page of the same ids (L-16).
 */
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { receiptSpec } from './receipt.options';
import { LinkedWorkStatus, linkedWorkStatus } from '../work-lines/linked-work-status';
import { useLinkedWork } from '../work-lines/use-linked-work';
import { pricingRulesOf, workReceipt } from '../work-lines/work-receipt';
import { workReceiptTexts } from '../work-lines/work-receipt-texts';
import { ReceiptView } from './receipt-view';

export default function Receipt({ text, values, send }: WidgetPropsOf<typeof receiptSpec>) {
  const linked = useLinkedWork(values.params, send);
  if (linked.status !== 'ready') return <LinkedWorkStatus {...linkedWorkStatus(linked, text)} />;
  const texts = workReceiptTexts(text);
  const receipt = workReceipt(linked.work, pricingRulesOf(values.content), texts);
  const pending = receipt.lines.some((l) => l.state === 'pending') && !receipt.cancelled;
  return (
    <ReceiptView
      receipt={receipt}
      texts={texts}
      pending={pending ? { text: text('receipt-pending'), label: text('receipt-review'), href: `/approve-services/${linked.customerId}/${linked.swId}` } : null}
    />
  );
}
