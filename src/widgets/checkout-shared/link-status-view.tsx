import type { ReactNode } from 'react';
import './reschedule-link.css';

export interface LinkStatusViewProps {
  /** Loading while the link's data is fetched; error when the page cannot go on. */
  status: 'loading' | 'error';
  /** The loading text, or what went wrong ("Invalid URL", the server's words, …). */
  message: string;
  /** Label of the link to /account, the way forward from a link that cannot be used (I-17). */
  accountLabel: string;
  /** What a failure that no retry mends means, in plain words, and where to turn (issue 26); none: the message alone. */
  help?: string | null;
  /** Label of a link to the home page (a new booking), offered beside the account's; none: no such link. */
  homeLabel?: string | null;
  /** "Try again" for failures worth retrying (network, server errors). */
  retry?: { label: string; onRetry: () => void } | null;
  /** Extra class of the screen (the page's own size while it loads). */
  className?: string;
  /** Drawn under the loading status: a skeleton of the page's size, so nothing moves when it arrives. */
  skeleton?: ReactNode;
}

/**
 * What a page opened from a link (reschedule, proactive, approval, receipt, quote) shows until it is ready:
 * a loading status (and the page's skeleton), or the failure with a way forward — Try again where a retry
 * can help, the link to the account area, and for a link no retry mends what that means and the home page.
 */
export function LinkStatusView({ status, message, accountLabel, help, homeLabel, retry, className, skeleton }: LinkStatusViewProps) {
  const screen = className ? `link-screen ${className}` : 'link-screen';
  if (status === 'loading') {
    return (
      <div className={screen}>
        <p className="link-screen__status" role="status">
          <span className="link-screen__spinner" aria-hidden="true" />
          {message}
        </p>
        {skeleton}
      </div>
    );
  }
  return (
    <div className={screen}>
      <div className="link-screen__error" role="alert">
        <p>{message}</p>
        {help ? <p className="link-screen__help">{help}</p> : null}
        <div className="link-screen__actions">
          {retry ? (
            <button type="button" className="button button--primary" onClick={retry.onRetry}>
              {retry.label}
            </button>
          ) : null}
          <a className="button button--secondary" href="/account">
            {accountLabel}
          </a>
          {homeLabel ? (
            <a className="button button--secondary" href="/">
              {homeLabel}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
