import { useId } from 'react';

export interface BookServiceSectionProps {
  title: string;
  /** K-10: the saved vehicles as cards; null when the provider skips vehicles (K-11: one Book Service card). */
  vehicles: readonly { id: number; label: string }[] | null;
  addVehicleLabel: string;
  bookServiceLabel: string;
  onBookVehicle: (id: number) => void;
  onAddVehicle: () => void;
  onBookService: () => void;
}

/** Book A New Service (K-10, K-11): a card per saved vehicle and "Add a New Vehicle", or a single Book Service card. */
export function BookServiceSection(p: BookServiceSectionProps) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        {p.title}
      </h2>
      <ul className="account-section__cards account-section__cards--grid">
        {p.vehicles === null ? (
          <li>
            <button type="button" className="account-card account-card--action" onClick={p.onBookService}>
              {p.bookServiceLabel}
            </button>
          </li>
        ) : (
          <>
            {p.vehicles.map((v) => (
              <li key={v.id}>
                <button type="button" className="account-card account-card--action" aria-label={`${p.bookServiceLabel}: ${v.label}`} onClick={() => p.onBookVehicle(v.id)}>
                  <span className="account-card__title">{v.label}</span>
                  <span className="account-card__hint">{p.bookServiceLabel}</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="account-card account-card--action account-card--add" onClick={p.onAddVehicle}>
                {p.addVehicleLabel}
              </button>
            </li>
          </>
        )}
      </ul>
    </section>
  );
}
