import type { CardAction } from '../../domain/card-actions';
import type { AppointmentCardModel } from './appointment-card-model';
import { CardActions } from './card-actions';

export interface AppointmentCardProps {
  card: AppointmentCardModel;
  /** Text shown in place of the date when the appointment has none (waitlist). */
  noDateText: string;
  onAction: (id: number, action: CardAction) => void;
  busy?: boolean;
}

/** One appointment (K-68): vehicle, status, date and time in the service location's zone, place, services and its actions. */
export function AppointmentCard({ card, noDateText, onAction, busy }: AppointmentCardProps) {
  const headingId = `appointment-${card.id}`;
  const when = card.date ?? noDateText;
  return (
    <article className="appointment-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="appointment-card__title">
        {card.vehicle}
      </h3>
      <p className="appointment-card__status">{card.status}</p>
      <dl className="appointment-card__facts">
        <div>
          <dt>Date</dt>
          <dd>{when}</dd>
        </div>
        {card.time ? (
          <div>
            <dt>Time</dt>
            <dd>{card.time}</dd>
          </div>
        ) : null}
        {card.place ? (
          <div>
            <dt>Place</dt>
            <dd>{card.place}</dd>
          </div>
        ) : null}
      </dl>
      {card.services.length > 0 ? (
        <ul className="appointment-card__services" aria-label="Services">
          {card.services.map((s, i) => (
            <li key={`${s}-${i}`}>{s}</li>
          ))}
        </ul>
      ) : null}
      <CardActions actions={card.actions} context={`${card.vehicle}, ${when}`} busy={busy} onAction={(action) => onAction(card.id, action)} />
    </article>
  );
}
