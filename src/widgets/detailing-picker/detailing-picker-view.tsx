import { useId } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { dollarsToCents, formatPrice } from '../../domain/money';
import { offeringName } from '../shared/offering-to-cart-line';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';
import type { DetailingPickerText } from './detailing-messages';

export interface DetailingPickerViewProps {
  cards: readonly ServiceOffering[];
  /** service_offering_id of the detailing service in the cart, if any. */
  selectedId: number | null;
  /** The flow's `prices` part (H-08). */
  showPrices: boolean;
  /** D-22: the note that mechanical service is booked separately afterward, or null. */
  mechanicalNote: string | null;
  text: DetailingPickerText;
  loading?: boolean;
  error?: boolean;
  busy?: boolean;
  onChoose: (offering: ServiceOffering) => void;
}

/** /pricing/detailing: one card per detailing service (D-20) with a Choose button (D-21). */
export function DetailingPickerView({ cards, selectedId, showPrices, mechanicalNote, text, loading, error, busy, onChoose }: DetailingPickerViewProps) {
  const baseId = useId();
  if (loading) {
    return <LoadingNotice>{text('detailing-loading')}</LoadingNotice>;
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
          {text('detailing-load-failed')}
        </p>
      ) : cards.length === 0 ? (
        <p>{text('detailing-empty')}</p>
      ) : (
        <ul className="detailing-cards" aria-label={text('detailing-list')}>
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
                  {selected ? <p className="detailing-card__chosen">{text('detailing-chosen')}</p> : null}
                  {showPrices ? <p className="detailing-card__price">{formatPrice(dollarsToCents(o.total_cost_dollars))}</p> : null}
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
                    aria-label={text('detailing-choose-named', { name })}
                    aria-busy={busy || undefined}
                    onClick={() => {
                      if (!busy) onChoose(o);
                    }}
                  >
                    {text('detailing-choose')}
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
