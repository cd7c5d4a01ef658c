/**
 * The texts of the two check-in pages (L-03..L-15), read from the flow's messages so a provider overlay can
 * change them. The spec quotes only "Invalid URL" (L-02) and the map's "Please drag the pin on the map to
 * indicate where your car is parked" (L-14); the rest are the flow's own words (docs/decisions.md, issue 12).
 */
import { textsOf } from '../contract/texts-of';
import { SUMMARY_MESSAGES, summaryTexts, type SummaryTexts } from '../checkout-shared/summary-texts';
import { LINK_DEAD_END_MESSAGES } from '../checkout-shared/link-dead-end-messages';

/** Message keys both check-in widgets read (flow-level messages of flows/booking.flow.json). */
export const CHECK_IN_MESSAGE_KEYS = [
  'checkin-intro',
  'checkin-button',
  'checkin-busy',
  'checkin-done-title',
  'checkin-done',
  'checkin-already-title',
  'checkin-already',
  'checkin-cancelled',
  'checkin-not-confirmed',
  'checkin-no-date',
  'checkin-future',
  'checkin-past',
  'checkin-failed',
  'your-appointment',
  'link-loading',
  'link-mismatch',
  'link-account',
  'rate-limited',
  'link-retry',
  ...LINK_DEAD_END_MESSAGES,
  ...SUMMARY_MESSAGES,
] as const;

/** The message key of each check-in text. */
const CHECK_IN_KEYS = {
  intro: 'checkin-intro', button: 'checkin-button', busy: 'checkin-busy', doneTitle: 'checkin-done-title',
  done: 'checkin-done', alreadyTitle: 'checkin-already-title', already: 'checkin-already',
  cancelled: 'checkin-cancelled', notConfirmed: 'checkin-not-confirmed', noDate: 'checkin-no-date',
  future: 'checkin-future', past: 'checkin-past', loading: 'link-loading', account: 'link-account',
  /** Shown when a failed check-in gives no words of its own (the server's message wins). */
  failed: 'checkin-failed',
  /** The appointment's heading. */
  appointment: 'your-appointment',
  /** A rate-limited load (issue 29): "try again in a moment", with Try again. */
  rateLimited: 'rate-limited',
  retry: 'link-retry',
  /** L-02: "Invalid URL". */
  invalid: 'link-mismatch',
  /** What "Invalid URL" means, and the home page (issue 26). */
  invalidHelp: 'link-invalid-help',
  home: 'dead-end-home',
} as const;

/** The check-in texts, resolved, and the appointment details' words (`summary`). */
export type CheckInTexts = Record<keyof typeof CHECK_IN_KEYS, string> & { summary: SummaryTexts };

/** Resolves {@link CheckInTexts} with a widget's `text`. */
export function checkInTexts(text: (key: string) => string): CheckInTexts {
  return {
    ...textsOf(text, CHECK_IN_KEYS),
    summary: summaryTexts(text),
  };
}
