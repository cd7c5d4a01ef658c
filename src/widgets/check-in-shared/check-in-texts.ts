/**
 * The texts of the two check-in pages (L-03..L-15), read from the flow's messages so a provider overlay can
 * change them. The spec quotes only "Invalid URL" (L-02) and the map's "Please drag the pin on the map to
 * indicate where your car is parked" (L-14); the rest are the flow's own words (docs/decisions.md, issue 12).
 */
import { SUMMARY_MESSAGES, summaryTexts, type SummaryTexts } from '../checkout-shared/summary-texts';

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
  ...SUMMARY_MESSAGES,
] as const;

/** The check-in texts, resolved. */
export interface CheckInTexts {
  intro: string;
  button: string;
  busy: string;
  doneTitle: string;
  done: string;
  alreadyTitle: string;
  already: string;
  cancelled: string;
  notConfirmed: string;
  noDate: string;
  future: string;
  past: string;
  /** Shown when a failed check-in gives no words of its own (the server's message wins). */
  failed: string;
  /** The appointment's heading. */
  appointment: string;
  loading: string;
  /** L-02: "Invalid URL". */
  invalid: string;
  account: string;
  /** The appointment details' words. */
  summary: SummaryTexts;
}

/** Resolves {@link CheckInTexts} with a widget's `text`. */
export function checkInTexts(text: (key: string) => string): CheckInTexts {
  return {
    intro: text('checkin-intro'),
    button: text('checkin-button'),
    busy: text('checkin-busy'),
    doneTitle: text('checkin-done-title'),
    done: text('checkin-done'),
    alreadyTitle: text('checkin-already-title'),
    already: text('checkin-already'),
    cancelled: text('checkin-cancelled'),
    notConfirmed: text('checkin-not-confirmed'),
    noDate: text('checkin-no-date'),
    future: text('checkin-future'),
    past: text('checkin-past'),
    failed: text('checkin-failed'),
    appointment: text('your-appointment'),
    loading: text('link-loading'),
    invalid: text('link-mismatch'),
    account: text('link-account'),
    summary: summaryTexts(text),
  };
}
