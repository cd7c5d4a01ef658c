/** A choice of a select: value and label. */
export interface Choice {
  value: string;
  label: string;
}

/** Select choices from plain strings or numbers (value and label the same text). */
export function choicesOf(values: readonly (string | number)[]): Choice[] {
  return values.map((v) => ({ value: String(v), label: String(v) }));
}
