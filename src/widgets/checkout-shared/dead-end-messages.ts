/**
 * The flow-level messages of the way forward from a page that cannot go on (flows/booking.flow.json), read by
 * {@link ./dead-end-steps.tsx}: log in, go to the home page, call the provider.
 */
export const DEAD_END_MESSAGES = ['dead-end-login', 'dead-end-home', 'dead-end-call'] as const;

/** The message keys a link page adds to a failure no retry mends (issue 26): what it means, and the home page. */
export const LINK_DEAD_END_MESSAGES = ['link-invalid-help', 'dead-end-home'] as const;
