/**
 * The message keys the appointment page reads (flows/booking.flow.json: the `appointment-page` template both
 * steps extend, and the flow-level texts it shares with other pages), and the texts as one object for the view.
 * The spec's words: "Active payment method successfully updated!" (L-47), "There was an error with your card.
 * Please try again." (L-48), "Invalid Credit Card..." (L-49), `Update Payment` / `Updating...` (L-45), "Tip
 * updated" / "Failed to add tip" (L-44), "For security reasons, your token has expired" and RESEND ACCESS LINK
 * (L-50), "A new payment link email/text is on its way!" (L-51); the rest are decisions (docs/decisions.md).
 */
import { FAILURE_KEYS } from '../../api/failure-keys';
import { APPOINTMENT_STATUS_MESSAGES } from '../account-shared/appointment-status';
import { CANCEL_DIALOG_MESSAGES } from '../account-shared/cancel-dialog-messages';
import { SUMMARY_MESSAGES } from '../checkout-shared/summary-texts';
import { CARD_FORM_MESSAGES } from '../payment/payment-texts';
import { DEAD_END_MESSAGES } from '../checkout-shared/dead-end-messages';

export const APPOINTMENT_PAGE_MESSAGES = [
  ...CARD_FORM_MESSAGES,
  'link-loading',
  'link-error',
  'link-retry',
  'date-not-set',
  'card-hold',
  'card-charge-now',
  'tip-not-numeric',
  'payment-title',
  'card-updated',
  'card-error',
  'cancel-title',
  'cancel-success',
  'cancel-reminder',
  'appt-status',
  'appt-paid',
  'appt-balance',
  'appt-nothing-to-pay',
  'appt-no-card',
  'appt-card-unavailable',
  'update-payment',
  'updating',
  'invalid-credit-card',
  'tip-title',
  'tip-current',
  'tip-label',
  'tip-save',
  'tip-saving',
  'tip-updated',
  'tip-failed',
  'appt-reschedule',
  'appt-cancel',
  'token-expired',
  'resend-link',
  'resend-sent',
  'resend-failed',
  // A link that cannot be used: what it means (expired; "Invalid URL" or not found) and the next steps (flow-level).
  'token-expired-help',
  'link-invalid-help',
  ...DEAD_END_MESSAGES,
  // The summary: the status (K-20), an unnamed service, the totals.
  ...APPOINTMENT_STATUS_MESSAGES,
  'service-unnamed',
  'appt-totals',
  'appt-paid-label',
  // The card on file ("{brand} ending in {last4}"; only "a card" when the work says so without the card) and its form.
  'saved-card-detail',
  'card-brand-unknown',
  'appt-card-on-file',
  'card-form-loading',
  // The preset tips: their list and each "{percent}% ({amount})".
  'tip-presets',
  'tip-preset',
  // The summary parts' (src/widgets/checkout-shared/summary-texts.ts), flow-level.
  ...SUMMARY_MESSAGES,
  // The cancel dialog's (src/widgets/account-shared/cancel-dialog.tsx) and the failures' (src/api/failure-keys.ts), flow-level.
  ...CANCEL_DIALOG_MESSAGES,
  ...FAILURE_KEYS,
] as const;

export type AppointmentMessageKey = (typeof APPOINTMENT_PAGE_MESSAGES)[number];

/** The resolved texts, by key. */
export type AppointmentTexts = Readonly<Record<AppointmentMessageKey, string>>;

/** Every text of the page through the widget's `text` (which throws on a key the step does not define). */
export function appointmentTexts(text: (key: string) => string): AppointmentTexts {
  return Object.fromEntries(APPOINTMENT_PAGE_MESSAGES.map((k) => [k, text(k)])) as AppointmentTexts;
}

/** The resolved texts as a `text` function, for helpers that take one (failure texts, the cancel dialog); a key the page does not read throws. */
export function textOfTexts(texts: AppointmentTexts): (key: string) => string {
  return (key) => {
    const found = (texts as Readonly<Record<string, string>>)[key];
    if (found === undefined) throw new Error(`The appointment page does not read the message "${key}" (APPOINTMENT_PAGE_MESSAGES).`);
    return found;
  };
}
