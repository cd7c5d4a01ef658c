import LimitedTextArea from './limited-text-area';

export interface SoonerOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  text: string;
  onText: (text: string) => void;
  /** "Prefer to have your service sooner" (from the flow's messages). */
  label: string;
  availabilityLabel: string;
}

/** F-14, F-15: hand-raise on top of a chosen date, with the availability and the reason (≤ 1020, F-23). */
export default function SoonerOption({ checked, onChange, text, onText, label, availabilityLabel }: SoonerOptionProps) {
  return (
    <div className="schedule-sooner">
      <label className="schedule-check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      {checked ? <LimitedTextArea label={availabilityLabel} value={text} onChange={onText} required /> : null}
    </div>
  );
}
