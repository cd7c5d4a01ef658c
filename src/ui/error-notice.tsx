import type { ReactNode } from 'react';

/** A retry button needs its text (the flow's, e.g. `link-retry`): given `onRetry`, `retryLabel` is required. */
type RetryProps =
  | {
      /** No retry offered. */
      onRetry?: null;
      retryLabel?: undefined;
    }
  | {
      /** Offered as a retry button when given. */
      onRetry?: (() => void) | null;
      /** The retry button's text (the flow's). */
      retryLabel: string;
    };

export type ErrorNoticeProps = {
  /** The box's class (each screen styles its own notice). */
  className: string;
  /** What failed, in the screen's words. */
  children: ReactNode;
} & RetryProps;

/**
 * A failure the customer can act on: an alert with the message and, when `onRetry` is given, a secondary
 * button (labelled `retryLabel`, the flow's text) that retries. Promises: announced at once (role="alert").
 */
export function ErrorNotice({ className, children, onRetry, retryLabel }: ErrorNoticeProps) {
  return (
    <div className={className} role="alert">
      <p>{children}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
