import { useId, useState } from 'react';
import { capList } from '../../domain/appointments';
import type { CardAction } from '../../domain/card-actions';
import type { AppointmentCardModel } from './appointment-card-model';
import { AppointmentCard, type AppointmentCardTexts } from './appointment-card';

/** The flow's words every appointment list shares: each card's, and Show All / Show Less. */
interface AppointmentListTexts {
  card: AppointmentCardTexts;
  showAll: string;
  showLess: string;
}

export interface AppointmentListProps {
  title: string;
  cards: readonly AppointmentCardModel[];
  /** Shown when the list is empty. */
  emptyText: string;
  /** K-08/K-09: at most 12 cards until Show All (Upcoming and Past); Suggested lists them all. */
  capped: boolean;
  texts: AppointmentListTexts;
  onAction: (id: number, action: CardAction) => void;
  /** The id of the appointment whose button action is running. */
  busyId?: number | null;
}

/** A section of appointment cards (Upcoming, Suggested, Past) with the K-08/K-09 cap and its Show All / Show Less toggle. */
export function AppointmentList(p: AppointmentListProps) {
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const { visible, hasMore } = p.capped ? capList(p.cards, showAll) : { visible: [...p.cards], hasMore: false };
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        {p.title}
      </h2>
      {visible.length === 0 ? (
        <p className="account-section__empty">{p.emptyText}</p>
      ) : (
        <ul id={listId} className="account-section__cards">
          {visible.map((card) => (
            <li key={card.id}>
              <AppointmentCard card={card} texts={p.texts.card} onAction={p.onAction} busy={p.busyId === card.id} />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button type="button" className="button button--secondary" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((v) => !v)}>
          {showAll ? p.texts.showLess : p.texts.showAll}
        </button>
      ) : null}
    </section>
  );
}
