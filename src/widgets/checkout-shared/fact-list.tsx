import type { ReactNode } from 'react';

/** One row of a {@link FactList}: a term and its value (an empty value leaves the row out). */
export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * A definition list of facts (a quote's vehicle and address, an appointment card's date and place, a contact's
 * e-mail): the rows with a value, in order; nothing when none has one.
 */
export function FactList({ className, facts }: { className?: string; facts: readonly Fact[] }) {
  const shown = facts.filter((f) => f.value);
  if (shown.length === 0) return null;
  return (
    <dl className={className}>
      {shown.map((f, i) => (
        <div key={i}>
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
