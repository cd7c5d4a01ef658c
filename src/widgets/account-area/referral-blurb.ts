/**
 * K-19: the FIRST15 referral blurb shows for the default provider (the flow decides it: the widget's `referralBlurb`
 * part compares the provider's name) when the customer has no bookings at all (the customer's record).
 */
export function showsReferralBlurb(input: { shown: boolean; bookingCount: number }): boolean {
  return input.shown && input.bookingCount === 0;
}
