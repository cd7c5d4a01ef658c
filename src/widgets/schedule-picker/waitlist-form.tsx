import LimitedTextArea from './limited-text-area';

export interface WaitlistFormProps {
  /** Offer the "join the waitlist" choice (dates exist); without it the form shows on its own (no dates). */
  showToggle: boolean;
  /** The form is shown: continuing without a date (F-13). */
  on: boolean;
  onToggle: (on: boolean) => void;
  text: string;
  onText: (text: string) => void;
  toggleLabel: string;
  availabilityLabel: string;
  availabilityHint: string;
}

/** F-07, F-13, F-16: the waitlist form — continue without a date, giving your availability (≤ 1020, F-23). */
export default function WaitlistForm({ showToggle, on, onToggle, text, onText, toggleLabel, availabilityLabel, availabilityHint }: WaitlistFormProps) {
  return (
    <section className="schedule-waitlist" aria-label="Waitlist">
      {showToggle ? (
        <label className="schedule-check">
          <input type="checkbox" checked={on} onChange={(e) => onToggle(e.target.checked)} />
          <span>{toggleLabel}</span>
        </label>
      ) : null}
      {on ? <LimitedTextArea label={availabilityLabel} hint={availabilityHint} value={text} onChange={onText} required /> : null}
    </section>
  );
}
