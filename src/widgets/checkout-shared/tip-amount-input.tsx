interface TipAmountInputProps {
  id: string;
  value: string;
  error: string | null;
  /** The element that shows `error`. */
  errorId: string;
  onChange: (value: string) => void;
}

/**
 * A typed tip in dollars (H-17 at checkout, L-41 on the appointment page): a decimal text input without autocomplete, marked invalid and described by
 * the error's element (`errorId`) while `error` shows.
 */
export function TipAmountInput({ id, value, error, errorId, onChange }: TipAmountInputProps) {
  return (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
