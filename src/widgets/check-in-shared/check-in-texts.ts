/**
 * The texts of the two check-in pages (L-03..L-15), read from the flow's messages so a provider overlay can
 * change them. The spec quotes only "Invalid URL" (L-02) and the map's "Please drag the pin on the map to
 * indicate where your car is parked" (L-14); the rest are the flow's own words (docs/decisions.md, issue 12).
 */

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
  'link-loading',
  'link-mismatch',
  'link-account',
  'rate-limited',
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
  loading: string;
  /** L-02: "Invalid URL". */
  invalid: string;
  account: string;
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
    loading: text('link-loading'),
    invalid: text('link-mismatch'),
    account: text('link-account'),
  };
}

/** The texts as the flow writes them, for stories (the widgets always read the flow). */
export const SAMPLE_CHECK_IN_TEXTS: CheckInTexts = {
  intro: 'Park your car and leave your keys as planned, then press Check In so our technician knows your car is ready.',
  button: 'Check In',
  busy: 'Checking In...',
  doneTitle: "You're checked in!",
  done: 'Thank you! Our technician now knows your car is ready for service.',
  alreadyTitle: "You're already checked in",
  already: 'This appointment is already checked in. There is nothing more to do.',
  cancelled: 'This appointment was cancelled, so there is nothing to check in.',
  notConfirmed: 'This appointment is not confirmed yet, so it cannot be checked in.',
  noDate: 'This appointment does not have a date yet, so it cannot be checked in.',
  future: 'Check-in opens on the day of your appointment.',
  past: 'The date of this appointment has passed, so it can no longer be checked in. Please call us at (555) 555-0100 if you need help.',
  failed: 'Sorry, we could not check you in. Please try again.',
  loading: 'Loading your appointment…',
  invalid: 'Invalid URL',
  account: 'Go to your account',
};
