import { useId, type FormEvent, type ReactNode } from 'react';
import { MakeNotice } from '../vehicle-shared/make-notice';
import { SubmitButton } from '../vehicle-shared/submit-button';

export interface VehicleFormProps {
  /** The form's accessible name. */
  label: string;
  /** C-44: the not-offered-make notice; Continue is blocked while it shows (C-45). */
  notice?: string | null;
  busy?: boolean;
  /** A submit while neither busy nor blocked. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A vehicle entry tab's form (year/make/model, heavy duty, other types): its fields, the C-44 make notice
 * and Continue. Promises: Continue does nothing while busy or while the notice shows, and is then
 * described by the notice.
 */
export function VehicleForm({ label, notice, busy = false, onSubmit, children }: VehicleFormProps) {
  const noticeId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !notice) onSubmit();
  };
  return (
    <form className="vehicle-form" noValidate onSubmit={submit} aria-label={label}>
      {children}
      <MakeNotice id={noticeId} text={notice ?? null} />
      <SubmitButton label="Continue" busy={busy} blocked={!!notice} describedBy={noticeId} />
    </form>
  );
}
