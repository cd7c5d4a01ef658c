/**
 * The message keys the account area reads (flows/booking.flow.json, step account-home, and the flow-level texts it
 * shares with the appointment page), and the texts as one object for the view. Section titles, Show All / Show
 * Less, "Add a New Vehicle", "Book Service", "Fleet Account", the card actions (K-22..K-29) and the card and cancel
 * texts are the spec's words; the rest are decisions.
 */
import { FAILURE_KEYS } from '../../api/failure-keys';
import type { CardAction } from '../../domain/card-actions';
import { APPOINTMENT_STATUS_MESSAGES } from '../account-shared/appointment-status';
import { CANCEL_DIALOG_MESSAGES } from '../account-shared/cancel-dialog-messages';
import { CARD_FORM_MESSAGES } from '../payment/payment-texts';

export const ACCOUNT_AREA_MESSAGES = [
  'upcoming-title',
  'suggested-title',
  'book-title',
  'my-account-title',
  'my-places-title',
  'past-title',
  'show-all',
  'show-less',
  'add-vehicle',
  'book-service',
  'payment-title',
  'fleet-title',
  'fleet-text',
  'settings-link',
  'garage-link',
  'card-updated',
  'card-error',
  'cancel-title',
  'cancel-success',
  'cancel-reminder',
  'referral-blurb',
  'no-upcoming',
  'no-suggested',
  'no-past',
  'no-places',
  'places-loading',
  'primary-place',
  'place-edit',
  'place-name',
  'place-save',
  'place-cancel-edit',
  'place-make-primary',
  'place-delete',
  'place-confirm-title',
  'place-confirm-text',
  'place-confirm',
  'place-keep',
  'place-workplace',
  'place-failed',
  'no-date',
  'account-loading',
  'account-error',
  'link-retry',
  // The payment card (K-14..K-18); `saved-card-detail` is "{brand} ending in {last4}".
  'no-card-on-file',
  'saved-card-detail',
  'card-brand-unknown',
  'card-form-loading',
  'card-form-unavailable',
  'update-payment',
  'updating',
  // An appointment card (K-20..K-29): its labels, the status (K-21: status-in-service), the actions.
  'summary-date',
  'summary-time',
  'card-place',
  'summary-services',
  'status-in-service',
  'summary-vehicle',
  'service-unnamed',
  ...APPOINTMENT_STATUS_MESSAGES,
  'checkin-button',
  'appt-reschedule',
  'action-check-dates',
  'action-receipt',
  'action-quote',
  'action-confirm-date',
  'action-choose-date',
  'action-service-report',
  'appt-cancel',
  // The cancel dialog's (src/widgets/account-shared/cancel-dialog.tsx) and the failures' (src/api/failure-keys.ts), flow-level.
  ...CANCEL_DIALOG_MESSAGES,
  ...FAILURE_KEYS,
  // The card form's (src/widgets/payment/payment-texts.ts).
  ...CARD_FORM_MESSAGES,
] as const;

export type AccountMessageKey = (typeof ACCOUNT_AREA_MESSAGES)[number];

/** K-22..K-29: the flow's label of each card action (Check In, Reschedule and Cancel Service are the texts other pages use too). */
export const CARD_ACTION_KEYS: Readonly<Record<CardAction, AccountMessageKey>> = {
  'Check In': 'checkin-button',
  Reschedule: 'appt-reschedule',
  'Check Dates Again': 'action-check-dates',
  Receipt: 'action-receipt',
  'Quote for Next Time': 'action-quote',
  'Confirm This Date': 'action-confirm-date',
  'Choose Different Date': 'action-choose-date',
  'Service Report': 'action-service-report',
  'Cancel Service': 'appt-cancel',
};

/** The resolved texts, by key. */
export type AccountTexts = Readonly<Record<AccountMessageKey, string>>;

/** Every account text through the widget's `text` (which throws on a key the step does not define). */
export function accountTexts(text: (key: string) => string): AccountTexts {
  return Object.fromEntries(ACCOUNT_AREA_MESSAGES.map((k) => [k, text(k)])) as AccountTexts;
}
