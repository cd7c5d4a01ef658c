import { useId } from 'react';
import { limitNoteLength, NOTE_MAX_LENGTH } from '../../domain/validate-notes';

export interface LimitedTextAreaProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Extra hint under the label. */
  hint?: string;
  required?: boolean;
  className?: string;
  /** The count under the box: "12/1020 characters" (the flow's `address-note-count`). */
  countText: (count: number, max: number) => string;
}

/** A labelled text box of at most 1020 characters (F-23) with a live count. */
export default function LimitedTextArea({ label, value, onChange, hint, required = false, className, countText }: LimitedTextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  return (
    <div className={`schedule-text ${className ?? ''}`}>
      <label htmlFor={id} className="schedule-text__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="schedule-text__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={NOTE_MAX_LENGTH}
        aria-required={required || undefined}
        aria-describedby={`${hint ? `${hintId} ` : ''}${countId}`}
        onChange={(e) => onChange(limitNoteLength(e.target.value))}
      />
      <p id={countId} className="schedule-text__count">
        {countText(value.length, NOTE_MAX_LENGTH)}
      </p>
    </div>
  );
}
