import type { CardAction } from '../../domain/card-actions';
import type { CardActionModel } from './appointment-card-model';

export interface CardActionsProps {
  actions: readonly CardActionModel[];
  /** The vehicle and date of the card, so each action's accessible name says which appointment it acts on. */
  context: string;
  /** A button action was pressed (Reschedule, Check Dates Again, Cancel Service). */
  onAction: (action: CardAction) => void;
  /** A button action is running (Reschedule loads the work): every button waits. */
  busy?: boolean;
  /** The flow's label of each action (K-22..K-29). */
  labels: Readonly<Record<CardAction, string>>;
}

/**
 * The actions of one appointment card (K-22..K-29): links to their pages, buttons for what the widget
 * does itself. Visible text is the flow's label; the accessible name adds the appointment.
 */
export function CardActions({ actions, context, onAction, busy = false, labels }: CardActionsProps) {
  if (actions.length === 0) return null;
  return (
    <ul className="appointment-card__actions">
      {actions.map((a) => (
        <li key={a.action}>
          {a.kind === 'link' ? (
            <a
              className={`button ${a.action === 'Cancel Service' ? 'button--secondary' : 'button--primary'}`}
              href={a.href}
              aria-label={`${labels[a.action]}: ${context}`}
              {...(a.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {labels[a.action]}
            </a>
          ) : (
            <button
              type="button"
              className={`button ${a.action === 'Cancel Service' ? 'button--secondary' : 'button--primary'}`}
              aria-label={`${labels[a.action]}: ${context}`}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onAction(a.action);
              }}
            >
              {labels[a.action]}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
