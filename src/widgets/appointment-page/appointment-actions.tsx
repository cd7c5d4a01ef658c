import type { AppointmentTexts } from './appointment-messages';
import { WaitingButton } from './waiting-button';

export interface AppointmentActionsProps {
  texts: AppointmentTexts;
  /** The work is being loaded into the booking for rescheduling. */
  rescheduling: boolean;
  onReschedule: () => void;
  onCancel: () => void;
}

/** L-38: Reschedule and Cancel Service, shown only when the status and date allow them (the caller decides). */
export function AppointmentActions({ texts, rescheduling, onReschedule, onCancel }: AppointmentActionsProps) {
  return (
    <div className="appointment-page__actions">
      <WaitingButton busy={rescheduling} onPress={onReschedule}>
        {texts['appt-reschedule']}
      </WaitingButton>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {texts['appt-cancel']}
      </button>
    </div>
  );
}
