/**
 * The flow-level messages of the way forward from a page that cannot go on (flows/booking.flow.json), read by
 * {@link ./dead-end-steps.tsx}: log in, go to the home page, call the provider.
 */
export const DEAD_END_MESSAGES = ['dead-end-login', 'dead-end-home', 'dead-end-call'] as const;
