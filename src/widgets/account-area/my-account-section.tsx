import { useId, type ReactNode } from 'react';

export interface MyAccountSectionProps {
  title: string;
  /** K-13: the Fleet Account card of a fleet user (title and text), else null. */
  fleet: { title: string; text: string; accountName: string | null } | null;
  /** K-14: the payment card, only when the provider uses a card processor. */
  payment: ReactNode;
  /** Link to the account settings (/settings). */
  settingsLabel: string;
  /** K-61, K-67: the way to the garage (/garage); where it leads is the flow's `openGarage` transition. */
  garageLabel: string;
  /** Follows the garage link (sends `openGarage`); without it no garage link is shown. */
  onGarage?: () => void;
}

/** My Account (K-12, K-13): the payment card and the fleet notice. */
export function MyAccountSection({ title, fleet, payment, settingsLabel, garageLabel, onGarage }: MyAccountSectionProps) {
  const headingId = useId();
  const fleetId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        {title}
      </h2>
      <div className="account-section__cards account-section__cards--grid">
        {payment}
        {fleet ? (
          <section className="account-card account-card--fleet" aria-labelledby={fleetId}>
            <h3 id={fleetId} className="account-card__title">
              {fleet.title}
            </h3>
            {fleet.accountName ? <p>{fleet.accountName}</p> : null}
            <p>{fleet.text}</p>
          </section>
        ) : null}
      </div>
      <a className="button button--secondary" href="/settings">
        {settingsLabel}
      </a>
      {onGarage ? (
        <button type="button" className="button button--secondary" onClick={onGarage}>
          {garageLabel}
        </button>
      ) : null}
    </section>
  );
}
