import { useId } from 'react';

export interface MyPlacesSectionProps {
  title: string;
  /** K-62: the saved addresses (GET /customer/address), sorted by display name; null while loading. */
  places: readonly { id: number; name: string; address: string; primary: boolean }[] | null;
  emptyText: string;
  primaryLabel: string;
}

/** My Places (K-62): the saved addresses, the primary one marked. Editing lives on its own screen (K-63..K-66). */
export function MyPlacesSection({ title, places, emptyText, primaryLabel }: MyPlacesSectionProps) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        {title}
      </h2>
      {places === null ? (
        <p role="status">Loading your places…</p>
      ) : places.length === 0 ? (
        <p className="account-section__empty">{emptyText}</p>
      ) : (
        <ul className="account-section__cards account-section__cards--grid">
          {places.map((p) => (
            <li key={p.id} className="account-card">
              <p className="account-card__title">
                {p.name}
                {p.primary ? <span className="account-card__badge"> ({primaryLabel})</span> : null}
              </p>
              <p>{p.address}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
