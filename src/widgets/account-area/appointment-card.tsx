import type { CardAction } from '../../domain/card-actions';
import type { AppointmentCardModel } from './appointment-card-model';
import { CardActions } from './card-actions';
import { FactList } from '../checkout-shared/fact-list';

/** The flow's words of a card: its field labels and each action's label. */
export interface AppointmentCardTexts {
  /** Shown in place of the date when the appointment has none (waitlist). */
  noDate: string;
  date: string;
  time: string;
  place: string;
  services: string;
  actions: Readonly<Record<CardAction, string>>;
}

export interface AppointmentCardProps {
  card: AppointmentCardModel;
  texts: AppointmentCardTexts;
  onAction: (id: number, action: CardAction) => void;
  busy?: boolean;
}

/** One appointment (K-68): vehicle, status, date and time in the service location's zone, place, services and its actions. */
export function AppointmentCard({ card, texts, onAction, busy }: AppointmentCardProps) {
  const headingId = `appointment-${card.id}`;
  const when = card.date ?? texts.noDate;
  return (
    <article className="appointment-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="appointment-card__title">
        {card.vehicle}
      </h3>
      <p className="appointment-card__status">{card.status}</p>
      <FactList
        className="appointment-card__facts"
        facts={[
          { term: texts.date, value: when },
          { term: texts.time, value: card.time },
          { term: texts.place, value: card.place },
        ]}
      />
      {card.services.length > 0 ? (
        <ul className="appointment-card__services" aria-label={texts.services}>
          {card.services.map((s, i) => (
            <li key={`${s}-${i}`}>{s}</li>
          ))}
        </ul>
      ) : null}
      <CardActions actions={card.actions} context={`${card.vehicle}, ${when}`} busy={busy} labels={texts.actions} onAction={(action) => onAction(card.id, action)} />
    </article>
  );
}
