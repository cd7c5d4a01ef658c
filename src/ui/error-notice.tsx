import type { ReactNode } from 'react';

export interface ErrorNoticeProps {
  /** The box's class (each screen styles its own notice). */
  className: string;
  /** What failed, in the screen's words. */
  children: ReactNode;
  /** Offered as a "Try again" button when given. */
  onRetry?: (() => void) | null;
  /** The retry button's text. */
  retryLabel?: string;
}

/**
 * A failure the customer can act on: an alert with the message and, when `onRetry` is given, a secondary
 * button (default "Try again") that retries. Promises: announced at once (role="alert").
 */
export function ErrorNotice({ className, children, onRetry, retryLabel = 'Try again' }: ErrorNoticeProps) {
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
