import { useId } from 'react';
import type { AgreementTexts } from './review-texts';

export interface TextAgreementProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** H-04: the text-message agreement, right under the customer's phone. */
export function TextAgreement({ label, checked, onChange }: TextAgreementProps) {
  return (
    <div className="review-section text-agreement">
      <label className="check-row">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
    </div>
  );
}

export interface CheckoutAgreementsProps {
  /** The terms box shows (H-05: the flow's `terms` part). */
  terms: boolean;
  /** The provider's terms_and_conditions_url when safe to link (content); the box shows without a link otherwise. */
  termsUrl: string | null;
  termsAccepted: boolean;
  onTerms: (checked: boolean) => void;
  /** The cancellation policy text when a fee is charged (H-06, H-07: the flow's `cancellationPolicy` part); no box without it. */
  cancellationPolicy: string | null;
  cancellationPolicyAccepted: boolean;
  onCancellationPolicy: (checked: boolean) => void;
  texts: AgreementTexts;
}

/** The boxes to check before confirming, when the flow shows them: terms (H-05) and cancellation policy (H-06, H-07). */
export function CheckoutAgreements(p: CheckoutAgreementsProps) {
  const id = useId();
  const t = p.texts;
  if (!p.terms && !p.cancellationPolicy) return null;
  return (
    <div className="review-section checkout-agreements">
      {p.terms ? (
        <div className="check-row">
          <input id={`${id}-terms`} type="checkbox" checked={p.termsAccepted} onChange={(e) => p.onTerms(e.target.checked)} />
          <span>
            <label htmlFor={`${id}-terms`}>{t.termsAgree}</label>
            {p.termsUrl ? (
              <>
                {' '}(
                <a href={p.termsUrl} target="_blank" rel="noopener noreferrer">
                  {t.termsRead}
                  <span className="visually-hidden"> {t.opensNewTab}</span>
                </a>
                )
              </>
            ) : null}
          </span>
        </div>
      ) : null}
      {p.cancellationPolicy ? (
        <div className="cancellation-policy">
          <h3 id={`${id}-policy`} className="cancellation-policy__title">
            {t.policyTitle}
          </h3>
          <p id={`${id}-policy-text`}>{p.cancellationPolicy}</p>
          <label className="check-row">
            <input
              type="checkbox"
              aria-describedby={`${id}-policy-text`}
              checked={p.cancellationPolicyAccepted}
              onChange={(e) => p.onCancellationPolicy(e.target.checked)}
            />
            <span>{t.policyAccept}</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}
