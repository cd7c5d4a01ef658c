/**
 * The flow-level messages the app's shell reads outside any step (src/app/shell-text.ts): the skip link, the header
 * (Contact, the navigation, Feedback), the feedback dialog, the churn modal and the footer. The flow checker requires
 * each in a flow's `messages`; the app does not import this list. A build ships them in a small chunk of their own
 * ({@link SHELL_MESSAGES_ID}), requested with the provider's configuration and awaited with it, so they cost the first
 * load no up-front bytes and no extra wait.
 */
export const SHELL_TEXT_KEYS = [
  'skip-to-content', 'header-contact', 'header-nav-label', 'nav-detailing', 'nav-log-in', 'nav-appointments', 'nav-my-account',
  'nav-log-out', 'feedback-button', 'feedback-title', 'feedback-label', 'feedback-empty', 'feedback-thanks', 'feedback-cancel',
  'feedback-send', 'churn-title', 'churn-body', 'churn-countdown', 'churn-second', 'churn-seconds', 'churn-go-now',
  'footer-vehicle-data-logo', 'footer-vehicle-data', 'footer-attributions',
] as const;

/** The name under which a build's message loaders (src/app/step-message-loaders.ts) list the shell texts' chunk. */
export const SHELL_MESSAGES_ID = '_shell';

/** A key of {@link SHELL_TEXT_KEYS}. */
export type ShellTextKey = (typeof SHELL_TEXT_KEYS)[number];
