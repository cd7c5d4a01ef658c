/**
 * The message keys the account area reads (flows/booking.flow.json, step account-home), and the
 * texts as one object for the view. Section titles, Show All / Show Less, "Add a New Vehicle", "Book
 * Service", "Fleet Account" and the card and cancel texts are the spec's words; the rest are decisions.
 */
import { FAILURE_KEYS } from '../../api/failure-keys';
import { CANCEL_DIALOG_MESSAGES } from '../account-shared/cancel-dialog-messages';

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
  // The cancel dialog's (src/widgets/account-shared/cancel-dialog.tsx) and the failures' (src/api/failure-keys.ts), flow-level.
  ...CANCEL_DIALOG_MESSAGES,
  ...FAILURE_KEYS,
] as const;

export type AccountMessageKey = (typeof ACCOUNT_AREA_MESSAGES)[number];

/** The resolved texts, by key. */
export type AccountTexts = Readonly<Record<AccountMessageKey, string>>;

/** Every account text through the widget's `text` (which throws on a key the step does not define). */
export function accountTexts(text: (key: string) => string): AccountTexts {
  return Object.fromEntries(ACCOUNT_AREA_MESSAGES.map((k) => [k, text(k)])) as AccountTexts;
}
