import { useId } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { dollarsToCents, formatPrice } from '../../domain/money';
import { offeringName } from '../shared/offering-to-cart-line';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';

export interface DetailingPickerViewProps {
  cards: readonly ServiceOffering[];
  /** service_offering_id of the detailing service in the cart, if any. */
  selectedId: number | null;
  hidePrices: boolean;
  /** D-22: the note that mechanical service is booked separately afterward. */
  mechanicalNote: string | null;
  loading?: boolean;
  error?: boolean;
  busy?: boolean;
  onChoose: (offering: ServiceOffering) => void;
}

/** /pricing/detailing: one card per detailing service (D-20) with a Choose button (D-21). */
export function DetailingPickerView({ cards, selectedId, hidePrices, mechanicalNote, loading, error, busy, onChoose }: DetailingPickerViewProps) {
  const baseId = useId();
  if (loading) {
    return <LoadingNotice>Loading detailing services…</LoadingNotice>;
  }
  return (
    <div className="detailing-picker">
      {mechanicalNote ? (
        <p className="detailing-note" role="note">
          {mechanicalNote}
        </p>
      ) : null}
      {error ? (
        <p className="service-picker__error" role="alert">
          Sorry, we could not load the detailing services. Please try again.
        </p>
      ) : cards.length === 0 ? (
        <p>No detailing services are offered for this vehicle at this location.</p>
      ) : (
        <ul className="detailing-cards" aria-label="Detailing services">
          {cards.map((o) => {
            const name = offeringName(o);
            const titleId = `${baseId}-${o.service_offering_id}`;
            const selected = o.service_offering_id === selectedId;
            return (
              <li key={o.service_offering_id}>
                <article className={`detailing-card${o.display_emphasize ? ' is-emphasized' : ''}`} aria-labelledby={titleId}>
                  <h2 id={titleId} className="detailing-card__title">
                    {name}
                  </h2>
                  {selected ? <p className="detailing-card__chosen">Your current choice</p> : null}
                  {hidePrices ? null : <p className="detailing-card__price">{formatPrice(dollarsToCents(o.total_cost_dollars))}</p>}
                  {o.subtitle ? <p>{o.subtitle}</p> : null}
                  {(o.card_bullet_points ?? []).length > 0 ? (
                    <ul className="detailing-card__bullets">
                      {(o.card_bullet_points ?? []).map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  ) : null}
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={`Choose ${name}`}
                    aria-busy={busy || undefined}
                    onClick={() => {
                      if (!busy) onChoose(o);
                    }}
                  >
                    Choose
                  </button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
