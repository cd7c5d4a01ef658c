import { useId } from 'react';

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
  /** terms_and_conditions_url when set and safe (H-05); no terms box without it. */
  termsUrl: string | null;
  termsAccepted: boolean;
  onTerms: (checked: boolean) => void;
  /** The cancellation policy text when a fee is charged (H-06, H-07); no box without it. */
  cancellationPolicy: string | null;
  cancellationPolicyAccepted: boolean;
  onCancellationPolicy: (checked: boolean) => void;
}

/** The boxes to check before confirming, when configured: terms (H-05) and cancellation policy (H-06, H-07). */
export function CheckoutAgreements(p: CheckoutAgreementsProps) {
  const id = useId();
  if (!p.termsUrl && !p.cancellationPolicy) return null;
  return (
    <div className="review-section checkout-agreements">
      {p.termsUrl ? (
        <div className="check-row">
          <input id={`${id}-terms`} type="checkbox" checked={p.termsAccepted} onChange={(e) => p.onTerms(e.target.checked)} />
          <span>
            <label htmlFor={`${id}-terms`}>I agree to the Terms and Conditions</label> (
            <a href={p.termsUrl} target="_blank" rel="noopener noreferrer">
              read the Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            )
          </span>
        </div>
      ) : null}
      {p.cancellationPolicy ? (
        <div className="cancellation-policy">
          <h3 id={`${id}-policy`} className="cancellation-policy__title">
            Cancellation policy
          </h3>
          <p id={`${id}-policy-text`}>{p.cancellationPolicy}</p>
          <label className="check-row">
            <input
              type="checkbox"
              aria-describedby={`${id}-policy-text`}
              checked={p.cancellationPolicyAccepted}
              onChange={(e) => p.onCancellationPolicy(e.target.checked)}
            />
            <span>I accept the cancellation policy</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}
