/** Plain props for the appointment page's stories: the flow's texts as written, and the demo appointment 5001. */
import { FAILURE_KEYS } from '../../api/failure-keys';
import { APPOINTMENT_STATUS_MESSAGES } from '../account-shared/appointment-status';
import { CANCEL_DIALOG_MESSAGES } from '../account-shared/cancel-dialog-messages';
import { SUMMARY_MESSAGES } from '../checkout-shared/summary-texts';
import { CARD_FORM_MESSAGES } from '../payment/payment-texts';
import { DEAD_END_MESSAGES } from '../checkout-shared/dead-end-messages';
import { flowStoryText } from '../shared/flow-story-text';
import type { AppointmentMessageKey, AppointmentTexts } from './appointment-messages';

function sharedTexts<K extends AppointmentMessageKey>(keys: readonly K[]): Record<K, string> {
  const text = flowStoryText();
  return Object.fromEntries(keys.map((k) => [k, text(k)])) as Record<K, string>;
}
import type { AppointmentModel } from './appointment-model';

export const sampleTexts: AppointmentTexts = {
  'link-loading': 'Loading your appointment…',
  'link-error': 'Sorry, something went wrong. Please try again.',
  'link-retry': 'Try again',
  'date-not-set': 'Date not yet set - we will reach out!',
  'card-hold': 'Your card is only held, not charged, until your appointment is complete. Payment is processed the evening after the work is done.',
  'tip-not-numeric': 'Please enter the tip as an amount in dollars, for example 5 or 7.50.',
  'payment-title': 'Payment Method',
  'card-updated': 'Active payment method successfully updated!',
  'card-error': 'There was an error with your card. Please try again.',
  'cancel-title': 'Cancel Service',
  'cancel-success': 'Your booking was successfully cancelled',
  'cancel-reminder': 'Please remember: appointments cancelled within 24 hours of their start may be charged a cancellation fee.',
  'appt-status': 'Status',
  'appt-paid': 'This appointment is paid in full. Thank you!',
  'appt-balance': 'Amount due: {amount}',
  'appt-nothing-to-pay': 'There is nothing to pay for this appointment.',
  'appt-no-card': 'No card on file yet.',
  'appt-card-unavailable': 'Card payment is not available right now. Please call us at (555) 010-0100.',
  'invalid-credit-card': 'Invalid Credit Card...',
  'tip-title': 'Add a tip for your technician',
  'tip-current': 'Current tip: {amount}',
  'tip-label': 'Tip amount in dollars',
  'tip-save': 'Save Tip',
  'tip-saving': 'Saving...',
  'tip-updated': 'Tip updated',
  'tip-failed': 'Failed to add tip',
  'token-expired': 'For security reasons, your token has expired',
  'resend-link': 'RESEND ACCESS LINK',
  'resend-sent': 'A new payment link email/text is on its way!',
  'resend-failed': 'Sorry, we could not send a new link. Please try again.',
  'appt-totals': 'Totals',
  'appt-paid-label': 'Paid',
  'appt-card-on-file': 'A card is on file.',
  'tip-presets': 'Suggested tips',
  'tip-preset': '{percent}% ({amount})',
  // Flow-level texts the page shares (the cancel dialog's, the failures'), as the flow writes them.
  ...sharedTexts([
    ...CANCEL_DIALOG_MESSAGES,
    ...FAILURE_KEYS,
    ...APPOINTMENT_STATUS_MESSAGES,
    ...SUMMARY_MESSAGES,
    ...CARD_FORM_MESSAGES,
    ...DEAD_END_MESSAGES,
    'card-charge-now',
    'token-expired-help',
    'link-invalid-help',
    'service-unnamed',
    'saved-card-detail',
    'card-brand-unknown',
    'card-form-loading',
    'update-payment',
    'updating',
    'appt-reschedule',
    'appt-cancel',
  ]),
};

/** Appointment 5001 as the page models it: scheduled, unpaid, at home (override any field). */
export const sampleModel = (over: Partial<AppointmentModel> = {}): AppointmentModel => ({
  id: 5001,
  status: 'Scheduled',
  facts: {
    vehicle: '2019 Toyota Camry',
    date: '2026-03-14',
    start: '09:00',
    end: '11:00',
    timeZone: 'America/New_York',
    place: { kind: 'home', name: '12 Elm Street, Springfield, VA 22150' },
  },
  services: [
    { key: '1', name: 'Oil Change', quantity: 1, cents: 8995 },
    { key: '2', name: 'Tire Rotation', quantity: 1, cents: 3000 },
    { key: '3', name: 'Multi-Point Inspection', quantity: 1, cents: 0 },
  ],
  priceLines: [
    { id: 'subtotal', label: 'Subtotal', cents: 11995 },
    { id: 'sales_tax', label: 'Sales Tax', cents: 720 },
  ],
  totalCents: 12715,
  paidCents: 0,
  dueCents: 12715,
  paid: false,
  paymentNeeded: true,
  cancelled: false,
  offersChanges: true,
  tipEditable: false,
  tipCents: 0,
  tipBaseCents: 11995,
  ...over,
});
