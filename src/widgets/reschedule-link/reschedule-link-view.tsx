import '../checkout-shared/reschedule-link.css';

export interface RescheduleLinkViewProps {
  /** Loading while the link is resolved (M-32, dates, the save); error when it cannot go on. */
  status: 'loading' | 'error';
  /** The loading text or the error text. */
  message: string;
  /** Label of the link to /account (I-17). */
  accountLabel: string;
  /** Label and action of "Try again" (network failures only). */
  retry?: { label: string; onRetry: () => void } | null;
}

/** What a reschedule/proactive link shows until it sends its outcome: a loading status, or an error with a way out. */
export function RescheduleLinkView({ status, message, accountLabel, retry }: RescheduleLinkViewProps) {
  if (status === 'loading') {
    return (
      <div className="link-screen">
        <p className="link-screen__status" role="status">
          <span className="link-screen__spinner" aria-hidden="true" />
          {message}
        </p>
      </div>
    );
  }
  return (
    <div className="link-screen">
      <div className="link-screen__error" role="alert">
        <p>{message}</p>
        <div className="link-screen__actions">
          {retry ? (
            <button type="button" className="button button--primary" onClick={retry.onRetry}>
              {retry.label}
            </button>
          ) : null}
          <a className="button button--secondary" href="/account">
            {accountLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
