/** The message keys a link page adds to a failure no retry mends (issue 26): what it means, and the home page. */
export const LINK_DEAD_END_MESSAGES = ['link-invalid-help', 'dead-end-home'] as const;
