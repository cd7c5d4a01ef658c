import type { AppointmentTexts } from './appointment-messages';
import { WaitingButton } from './waiting-button';

export interface ExpiredPanelProps {
  texts: AppointmentTexts;
  /** The resend call is running. */
  sending: boolean;
  /** L-51: a new link is on its way. */
  sent: boolean;
  /** The resend failed: the server's message, else ours. */
  error: string | null;
  onResend: () => void;
}

/**
 * L-50, L-51: the link's token has expired ("Token is expired."): "For security reasons, your token has
 * expired" and RESEND ACCESS LINK, which asks for a new link; then "A new payment link email/text is on its way!".
 */
export function ExpiredPanel({ texts, sending, sent, error, onResend }: ExpiredPanelProps) {
  return (
    <section className="review-section expired-panel" aria-label={texts['token-expired']}>
      <p role="alert">{texts['token-expired']}</p>
      {sent ? (
        <p className="expired-panel__sent" role="status">
          {texts['resend-sent']}
        </p>
      ) : (
        <WaitingButton busy={sending} onPress={onResend}>
          {texts['resend-link']}
        </WaitingButton>
      )}
      {error ? (
        <p className="appointment-page__panel appointment-page__panel--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
