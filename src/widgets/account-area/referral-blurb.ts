/**
 * K-19: the FIRST15 referral blurb shows for the default provider (the flow names it in the widget's
 * `referralProvider` option: provider data stays in the flow) when the customer has no bookings at all.
 */
export function showsReferralBlurb(input: { provider: unknown; referralProvider: string | null | undefined; bookingCount: number }): boolean {
  return !!input.referralProvider && input.provider === input.referralProvider && input.bookingCount === 0;
}
