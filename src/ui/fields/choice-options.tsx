import type { Choice } from './choices';

/** The `<option>`s of a select, one per choice in order (value and label from the choice). */
export function ChoiceOptions({ choices }: { choices: readonly Choice[] }) {
  return choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
}
