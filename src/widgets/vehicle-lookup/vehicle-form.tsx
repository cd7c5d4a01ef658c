import { useId, type FormEvent, type ReactNode } from 'react';
import { MakeNotice } from '../vehicle-shared/make-notice';
import { SubmitButton } from '../vehicle-shared/submit-button';

/** What a vehicle form shows of the step's blocker (the flow's C-45 on `vehicleSaved`) and its button texts. */
export interface VehicleFormStatus {
  /** The step's blocker holds: Continue reads as inactive and a press is forwarded for the step to refuse. */
  blocked: boolean;
  /** The blocker's message (C-44: the make is not offered, call us), shown above Continue. */
  notice: string | null;
  busy: boolean;
  texts: { continue: string; busy: string };
}

export interface VehicleFormProps {
  /** The form's accessible name. */
  label: string;
  status: VehicleFormStatus;
  /** A submit while neither busy nor blocked. */
  onSubmit: () => void;
  /** A submit while blocked: forwarded to the step, which refuses it (and the preview traces the refusal). */
  onBlockedPress: () => void;
  children: ReactNode;
}

/**
 * A vehicle entry tab's form (year/make/model, heavy duty, other types): its fields, the blocker's notice and
 * Continue. Promises: a press does nothing while busy; while the step's blocker holds it goes to `onBlockedPress`
 * (never `onSubmit`), and Continue is described by the notice.
 */
export function VehicleForm({ label, status, onSubmit, onBlockedPress, children }: VehicleFormProps) {
  const noticeId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (status.busy) return;
    if (status.blocked) onBlockedPress();
    else onSubmit();
  };
  return (
    <form className="vehicle-form" noValidate onSubmit={submit} aria-label={label}>
      {children}
      <MakeNotice id={noticeId} text={status.blocked ? status.notice : null} />
      <SubmitButton label={status.texts.continue} busyLabel={status.texts.busy} busy={status.busy} blocked={status.blocked} describedBy={noticeId} />
    </form>
  );
}
