import { useId } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { safeUrl } from '../domain/safe-url';
import { useShellText } from './shell-text';
import { useCountdown, type Ticker } from './use-countdown';

/** Where churned providers' visitors go when the configuration names no marketplace (OPEN-27). */
export const DEFAULT_MARKETPLACE_URL = 'https://marketplace.book.example/';
/** Seconds before the redirect. */
const CHURN_COUNTDOWN_SECONDS = 15;

export interface ChurnModalProps {
  providerName: string;
  marketplaceUrl?: string | null;
  /** Leaves the app (default: `window.location.assign`). */
  redirect?: (url: string) => void;
  ticker?: Ticker;
}

/**
 * The blocking churn modal: the business no longer supports online booking; after a
 * 15-second countdown the visitor is sent to the marketplace. Escape does not close it.
 */
export function ChurnModal({ providerName, marketplaceUrl, redirect = (url) => window.location.assign(url), ticker }: ChurnModalProps) {
  const text = useShellText();
  const titleId = useId();
  const bodyId = useId();
  const target = safeUrl(marketplaceUrl, ['https:', 'http:']) ?? DEFAULT_MARKETPLACE_URL;
  const left = useCountdown(CHURN_COUNTDOWN_SECONDS, true, () => redirect(target), ticker);
  // The number is drawn in its own element (it counts down); the words around it are the flow's.
  const [before, after = ''] = text('churn-countdown', { unit: text(left === 1 ? 'churn-second' : 'churn-seconds') }).split('{seconds}');
  return (
    <ModalDialog open labelledBy={titleId} describedBy={bodyId} role="alertdialog" className="churn-modal">
      <h2 id={titleId}>{text('churn-title')}</h2>
      <div id={bodyId}>
        <p>{text('churn-body', { provider: providerName })}</p>
        <p className="churn-modal__countdown">
          {before}
          <span data-testid="churn-seconds">{left}</span>
          {after}
        </p>
      </div>
      <div className="modal__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's initial focus (the native <dialog> honours autofocus) */}
        <a className="button button--primary" href={target} autoFocus>
          {text('churn-go-now')}
        </a>
      </div>
    </ModalDialog>
  );
}
