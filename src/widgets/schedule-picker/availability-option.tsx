import LimitedTextArea from './limited-text-area';

export interface AvailabilityOptionProps {
  /** The check box's label; null shows no check box (the waitlist when no date can be chosen). */
  toggleLabel: string | null;
  /** The availability box is shown (and required). */
  on: boolean;
  onToggle: (on: boolean) => void;
  /** The customer's availability (≤ 1020 characters, F-23), asked for while on. */
  availability: { label: string; hint?: string; text: string; onText: (text: string) => void };
  /** The count under the availability box (the flow's `address-note-count`). */
  countText: (count: number, max: number) => string;
}

/**
 * A check box that asks for the customer's availability while it is checked: the hand-raise ("Prefer to
 * have your service sooner", F-14, F-15) and the waitlist (continue without a date, F-07, F-13, F-16).
 */
export function AvailabilityOption({ toggleLabel, on, onToggle, availability, countText }: AvailabilityOptionProps) {
  return (
    <>
      {toggleLabel !== null ? (
        <label className="schedule-check">
          <input type="checkbox" checked={on} onChange={(e) => onToggle(e.target.checked)} />
          <span>{toggleLabel}</span>
        </label>
      ) : null}
      {on ? <LimitedTextArea label={availability.label} hint={availability.hint} value={availability.text} onChange={availability.onText} countText={countText} required /> : null}
    </>
  );
}
